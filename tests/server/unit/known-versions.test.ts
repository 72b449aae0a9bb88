import { describe, expect, it } from 'vitest';
import { KnownVersions } from '../../../server/src/db/known-versions.js';

const at = (data: string, principals = '1', audit = '1') => ({ data, principals, audit });

/** Known versions after a first read, with notices heard. */
function hearing(data = '5') {
  const known = new KnownVersions();
  known.read(known.readSent(), at(data));
  known.setHearing(true);
  return known;
}

describe('versions known from notices', () => {
  it('asks the database until notices are heard', () => {
    const known = new KnownVersions();
    expect(known.current()).toBeUndefined();
    known.read(known.readSent(), at('5'));
    expect(known.current()).toBeUndefined();
    known.setHearing(true);
    expect(known.current()).toEqual(at('5'));
  });

  it('moves a version on with each notice, never back', () => {
    const known = hearing('5');
    known.noticed('data', '7');
    known.noticed('audit', '3');
    known.noticed('data', '6');
    expect(known.current()).toEqual({ data: '7', principals: '1', audit: '3' });
  });

  it('compares versions as numbers, not as text', () => {
    const known = hearing('9');
    known.noticed('data', '10');
    expect(known.current()?.data).toBe('10');
  });

  it('keeps a notice heard before a read that answers an older version', () => {
    const known = new KnownVersions();
    const sentAt = known.readSent();
    known.noticed('data', '8');
    known.read(sentAt, at('7'));
    known.setHearing(true);
    expect(known.current()?.data).toBe('8');
  });

  it("asks again after this server's own write, until a read sent after it is in", () => {
    const known = hearing('5');
    const before = known.readSent();
    known.wrote();
    expect(known.current()).toBeUndefined();
    // A read sent before the write ended may not hold it.
    known.read(before, at('5'));
    expect(known.current()).toBeUndefined();
    known.read(known.readSent(), at('6'));
    expect(known.current()?.data).toBe('6');
  });

  it('asks again the moment notices stop being heard', () => {
    const known = hearing('5');
    known.setHearing(false);
    expect(known.current()).toBeUndefined();
  });
});

describe("the listener's periodic read", () => {
  it('keeps a newer notice over one read that comes back older', () => {
    const known = hearing('5');
    known.noticed('data', '7');
    known.checked(known.readSent(), at('6'));
    expect(known.current()?.data).toBe('7');
  });

  it('takes the database at its word when two reads in a row are older than what is known (a restore, a forged notice)', () => {
    const known = hearing('5');
    known.noticed('data', '999999999');
    known.checked(known.readSent(), at('5'));
    expect(known.current()?.data).toBe('999999999');
    known.checked(known.readSent(), at('5'));
    expect(known.current()?.data).toBe('5');
  });
});
