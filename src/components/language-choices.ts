export const LANGUAGE_CHOICES = [
  { locale: 'zh', key: 'app.language.zh' },
  { locale: 'en', key: 'app.language.en' },
] as const;
