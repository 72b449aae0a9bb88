import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../src/i18n/i18n';
import { consoleI18n } from '../console-i18n';

describe("react-admin's translator", () => {
  it('answers a label in the language shown, again after the language changes', async () => {
    const { i18nProvider } = await consoleI18n('en');
    expect(i18nProvider.translate('ra.action.edit')).toBe('Edit');
    expect(i18nProvider.translate('ra.action.edit')).toBe('Edit');
    await i18nProvider.changeLocale('zh');
    expect(i18nProvider.translate('ra.action.edit')).toBe('编辑');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('ra.action.edit')).toBe('Edit');
  });

  it('shows a message added after it was first asked for', async () => {
    const { i18next, i18nProvider } = await consoleI18n('en');
    expect(i18nProvider.translate('resources.extra.title', { _: 'Fallback' })).toBe('Fallback');
    i18next.addResource('en', ADMIN_MESSAGES, 'resources.extra.title', 'Extra');
    expect(i18nProvider.translate('resources.extra.title', { _: 'Fallback' })).toBe('Extra');
  });

  it('gives each default text and each set of values its own answer', async () => {
    const { i18nProvider } = await consoleI18n('en');
    expect(i18nProvider.translate('no.such.key', { _: 'First' })).toBe('First');
    expect(i18nProvider.translate('no.such.key', { _: 'Second' })).toBe('Second');
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 100 })).toBe('1-25 of 100');
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 26, offsetEnd: 50, total: 100 })).toBe('26-50 of 100');
  });
});
