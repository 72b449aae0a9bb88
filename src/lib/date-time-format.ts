/** The locale the console writes a language's dates in. */
export function dateLocale(language: string): string {
  return language === 'zh' ? 'zh-CN' : 'en-US';
}

// `Date.prototype.toLocaleString` without options: every part of the date and of the time, as numbers.
const DATE_AND_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' };

// Building a formatter costs far more than using one; a list page writes dozens of dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time as `toLocaleString` writes it in the language's locale (2026/1/15 08:30:05,
 * 1/15/2026, 8:30:05 AM), from one formatter per language; a value that is no date stays as it is.
 */
export function formatDateTime(value: string | number | Date, language: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const locale = dateLocale(language);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, DATE_AND_TIME);
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
}
