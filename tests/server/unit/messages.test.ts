import { describe, expect, it } from 'vitest';
import { messages } from '../../../server/src/areas.js';
import { languageFrom, MessageCatalog, unpairedKeys, type Language, type MessageKey, type MessageParams } from '../../../server/src/core/i18n/catalog.js';
import { MESSAGE_PARTS } from '../../../server/src/core/i18n/messages.js';

/** Every message of the server: the shared ones and each area's own (`modules/<area>/messages.ts`). */
const MESSAGE_KEYS = messages.keys;
const translate = (language: Language, key: MessageKey, params?: MessageParams) => messages.translate(language, key, params);

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

  // A key in one language only fails to compile (`defineMessages`, and `Record<SharedMessageKey, string>`
  // for the shared ones); this holds it for the messages as the server gathers them, every area's included.
  it('has every key in both English and Chinese, in the shared messages and in every area\'s', () => {
    expect(messages.parts.length).toBeGreaterThan(1);
    expect(messages.parts.flatMap(unpairedKeys)).toEqual([]);
  });

  it('takes each key from one place only: no area redefines a shared key or another area\'s', () => {
    const defined = messages.parts.flatMap((part) => Object.keys(part.en));
    expect(defined.filter((key, index) => defined.indexOf(key) !== index)).toEqual([]);
    expect(MESSAGE_KEYS).toHaveLength(defined.length);
  });

  it('refuses messages with a key in one language only, or a key defined twice', () => {
    expect(() => new MessageCatalog([{ en: { a: 'A', b: 'B' }, zh: { a: '甲' } }])).toThrow(/one language only: en:b/);
    expect(() => new MessageCatalog([{ en: { a: 'A' }, zh: { a: '甲', c: '丙' } }])).toThrow(/one language only: zh:c/);
    expect(() => new MessageCatalog([{ en: { a: 'A' }, zh: { a: '甲' } }, { en: { a: 'A' }, zh: { a: '甲' } }])).toThrow(/defined twice/);
  });
});
