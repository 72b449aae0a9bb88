import { describe, expect, it } from 'vitest';
import { findNonCanonicalScalar, findUnstorableText, isStorableText } from '../../../server/src/core/validation/request-text.js';

describe('text the database can store exactly as sent', () => {
  it.each([
    ['plain text', 'Key account', true],
    ['Chinese', '重要客户', true],
    ['a surrogate pair (emoji)', '🚀 launch', true],
    ['an unpaired high surrogate', 'a\ud800b', false],
    ['an unpaired low surrogate', 'a\udc00b', false],
    ['a high surrogate at the end', 'abc\ud83d', false],
    ['a pair in the wrong order', '\ude80\ud83d', false],
    ['a NUL character', 'a\u0000b', false],
    ['other control characters', 'tab\tnew\nline\u0001', true],
  ])('%s: storable %s', (_name, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });

  it('names the first unstorable string by its JSON pointer, keys included', () => {
    expect(findUnstorableText({ remark: 'ok', domains: ['a.example.com', 'b\ud800'] })).toMatchObject({
      keyword: 'storableText',
      instancePath: '/domains/1',
    });
    expect(findUnstorableText({ ['key\u0000']: 1 })).toMatchObject({ instancePath: '/key\u0000' });
    expect(findUnstorableText({ remark: 'fine', nested: { list: [1, true, null] } })).toBeUndefined();
  });
});

describe('numbers and flags in parameters', () => {
  const schema = { properties: { id: { type: 'integer', maximum: 2147483647 }, enabled: { type: 'boolean' }, q: { type: 'string' } } };

  it.each(['1', '42', '2147483647', '0'])('accepts the integer %j', (id) => {
    expect(findNonCanonicalScalar(schema, { id })).toBeUndefined();
  });

  it.each(['0x3', ' 3', '3 ', '3.0', '1e0', '+3', '03', '-0', '', '٣'])('refuses the integer spelled %j', (id) => {
    expect(findNonCanonicalScalar(schema, { id })).toMatchObject({ keyword: 'canonicalInteger', instancePath: '/id' });
  });

  it('refuses digits past what a number holds exactly, as over the maximum', () => {
    expect(findNonCanonicalScalar(schema, { id: '9'.repeat(400) })).toMatchObject({ keyword: 'maximum', params: { limit: 2147483647 } });
  });

  it('accepts true and false only, and leaves other types to the schema', () => {
    expect(findNonCanonicalScalar(schema, { enabled: 'true', q: '0x3' })).toBeUndefined();
    expect(findNonCanonicalScalar(schema, { enabled: '1' })).toMatchObject({ keyword: 'canonicalBoolean' });
  });
});

describe('walking a deep value', () => {
  it('finds a bad string 100,000 levels down without recursion, and names its place', () => {
    let value: unknown = 'bad\u0000';
    for (let level = 0; level < 100_000; level += 1) value = [value];
    const found = findUnstorableText({ deep: value });
    expect(found?.instancePath.startsWith('/deep/0/0')).toBe(true);
    expect(found?.instancePath.split('/')).toHaveLength(100_002);
  });
});
