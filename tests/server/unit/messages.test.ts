import { describe, expect, it } from 'vitest';
import { languageFrom, MESSAGE_KEYS, MESSAGE_PARTS, translate, type MessageParams } from '../../../server/src/core/i18n/messages.js';

describe('server messages', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['zh', 'zh'],
    ['en-US,en;q=0.9,zh;q=0.8', 'en'],
    ['en;q=0.5, zh-TW;q=0.8', 'zh'],
    ['fr-FR', 'en'],
    ['zh;q=0, en', 'en'],
  ])('reads Accept-Language %j as %s', (header, language) => {
    expect(languageFrom(header)).toBe(language);
  });

  it('fills parameters, including translated ones', () => {
    expect(translate('en', 'validationType', { field: 'remark', type: { messageKey: 'typeString' } })).toBe(
      'Field remark must be a string',
    );
    expect(translate('zh', 'validationType', { field: 'remark', type: { messageKey: 'typeString' } })).toBe(
      '字段 remark 必须是字符串',
    );
  });

  // Every parameter filled with a lower-case word, as field names, usernames and domains are.
  const lowerCaseParams = new Proxy({}, { get: () => 'sample' }) as MessageParams;

  it.each(['en', 'zh'] as const)('starts every %s message a caller sees with a capital letter (or a Chinese character)', (language) => {
    const lowerCaseStarts = MESSAGE_KEYS.filter((key) => !MESSAGE_PARTS.has(key))
      .map((key) => `${key}: ${translate(language, key, lowerCaseParams)}`)
      .filter((line) => !/^\w+: [\p{Lu}\p{Lo}]/u.test(line));
    expect(lowerCaseStarts).toEqual([]);
  });
});
