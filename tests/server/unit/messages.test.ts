import { describe, expect, it } from 'vitest';
import { languageFrom, translate } from '../../../server/src/i18n/messages.js';

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
      'remark must be a string',
    );
    expect(translate('zh', 'validationType', { field: 'remark', type: { messageKey: 'typeString' } })).toBe(
      'remark 必须是字符串',
    );
  });
});
