import { describe, expect, it } from 'vitest';
import { dateLocale, formatDateTime } from '../../../src/lib/date-time-format';

describe('dates and times as the console writes them', () => {
  const moments = ['2026-01-15T08:30:05Z', '2026-11-25T23:59:59.999Z', '1999-12-31T00:00:00Z'];

  it.each(['zh', 'en'])('writes them in %s as the browser writes a date and time in that language', (language) => {
    for (const moment of moments) {
      expect(formatDateTime(moment, language)).toBe(new Date(moment).toLocaleString(dateLocale(language)));
    }
  });

  it('takes a Date, a time in milliseconds or an ISO string alike', () => {
    const moment = '2026-01-15T08:30:05Z';
    const written = formatDateTime(moment, 'en');
    expect(formatDateTime(new Date(moment), 'en')).toBe(written);
    expect(formatDateTime(Date.parse(moment), 'en')).toBe(written);
  });

  it('follows the language chosen: zh-CN for Chinese, en-US otherwise', () => {
    expect(dateLocale('zh')).toBe('zh-CN');
    expect(dateLocale('en')).toBe('en-US');
    expect(formatDateTime('2026-01-15T08:30:05Z', 'zh')).not.toBe(formatDateTime('2026-01-15T08:30:05Z', 'en'));
  });

  it('leaves a value that is no date as it is, rather than failing the page', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });
});
