import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/i18n/all-messages';
import publicAccountsEn from '../../../src/i18n/bundles/public-accounts-en';
import publicAccountsZh from '../../../src/i18n/bundles/public-accounts-zh';
import publicEn from '../../../src/i18n/bundles/public-en';
import publicZh from '../../../src/i18n/bundles/public-zh';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('messages', () => {
  it('has every key in both Chinese and English', () => {
    const zh = new Set(keys(messages.zh));
    const en = new Set(keys(messages.en));
    expect([...en].filter((key) => !zh.has(key)), 'missing in zh').toEqual([]);
    expect([...zh].filter((key) => !en.has(key)), 'missing in en').toEqual([]);
  });

  it('leaves no Chinese message empty where the English one says something', () => {
    const at = (tree: unknown, key: string) =>
      String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree));
    for (const key of keys(messages.en)) {
      if (at(messages.en, key).trim() !== '') expect(at(messages.zh, key).trim(), key).not.toBe('');
    }
  });

  it('keeps the spec’s own wording in its own language', () => {
    const at = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    expect(at(messages.zh, 'ra.action.save')).toBeTruthy();
    expect(at(messages.zh, 'app.title')).toBe('租户控制台');
    expect(at(messages.en, 'app.title')).toBe('Tenant Console');
  });

  it('loads the public pages’ messages as written: no react-admin plural there to convert', () => {
    for (const bundle of [publicEn, publicZh, publicAccountsEn, publicAccountsZh]) {
      expect(keys(bundle).filter((key) => String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle)).includes('||||'))).toEqual([]);
    }
  });
});
