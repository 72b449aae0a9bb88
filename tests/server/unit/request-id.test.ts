import { describe, expect, it } from 'vitest';
import { clientRequestIdOf } from '../../../server/src/core/request-id.js';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiIsInRlbmFudF9pZCI6MX0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

describe('a client’s X-Request-Id', () => {
  it('is kept when it is 1–128 printable characters', () => {
    expect(clientRequestIdOf('req-1f 2')).toBe('req-1f 2');
    expect(clientRequestIdOf('x'.repeat(128))).toBe('x'.repeat(128));
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too long', 'x'.repeat(129)],
    ['with a control character', 'a\tb'],
    ['with a character past ASCII', 'café'],
    ['sent twice', ['a', 'b']],
  ])('is dropped when %s', (_name, value) => {
    expect(clientRequestIdOf(value)).toBeUndefined();
  });

  it('has a secret in it redacted', () => {
    expect(clientRequestIdOf(`Bearer ${JWT}`)).toBe('Bearer [redacted]');
  });
});
