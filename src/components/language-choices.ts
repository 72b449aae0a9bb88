/** The console's languages: the locale it keeps, the message naming it, and the tag its name is written in. */
export const LANGUAGE_CHOICES = [
  { locale: 'zh', key: 'app.language.zh', htmlLang: 'zh-CN' },
  { locale: 'en', key: 'app.language.en', htmlLang: 'en' },
] as const;
