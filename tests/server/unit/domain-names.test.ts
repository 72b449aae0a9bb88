import { describe, expect, it } from 'vitest';
import { normalizeDomainName } from '../../../server/src/core/domain-names.js';

describe('domain names', () => {
  it.each([
    ['Shop.Example.COM', 'shop.example.com'],
    ['例子.中国', 'xn--fsqu00a.xn--fiqs8s'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['  padded.example.com  ', 'padded.example.com'],
    ['trailing-dot.example.com.', 'trailing-dot.example.com'],
    ['xn--fsqu00a.xn--fiqs8s', 'xn--fsqu00a.xn--fiqs8s'],
    ['a-b.c-d.example', 'a-b.c-d.example'],
  ])('stores %s as %s', (input, stored) => {
    expect(normalizeDomainName(input)).toBe(stored);
  });

  it.each([
    '',
    'localhost',
    'exa mple.com',
    'b..com',
    '-lead.example.com',
    'trail-.example.com',
    'under_score.example.com',
    '10.0.0.1',
    `${'a'.repeat(64)}.com`,
    `${'a.'.repeat(127)}com`,
    'http://example.com',
    'example.com/path',
  ])('refuses %s', (input) => {
    expect(normalizeDomainName(input)).toBeUndefined();
  });
});
