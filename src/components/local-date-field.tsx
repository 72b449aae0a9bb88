import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** Dates as people of the chosen language write them (2026/1/15 08:30 or 1/15/2026, 8:30 AM). */
export function LocalDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <DateField showTime {...props} locales={locale === 'zh' ? 'zh-CN' : 'en-US'} />;
}
