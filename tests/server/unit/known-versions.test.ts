import { describe, expect, it } from 'vitest';
import { KnownVersions } from '../../../server/src/freshness/known-versions.js';

const at = (data: string, principals = '1', audit = '1') => ({ data, principals, audit });

/** Known versions after a first read, with notices heard. */
function hearing(data = '5') {
  const known = new KnownVersions();
  const ticket = known.readSent();
  known.read(ticket, at(data));
  known.trust(ticket);
  return known;
}

describe('versions known between notices', () => {
  it('asks the database until notices are heard', () => {
    const known = new KnownVersions();
    expect(known.current()).toBeUndefined();
    const ticket = known.readSent();
    known.read(ticket, at('5'));
    expect(known.current()).toBeUndefined();
    known.trust(ticket);
    expect(known.current()).toEqual(at('5'));
  });

  it('asks again after a notice, until a read sent after it is in, and keeps what the database answered', () => {
    const known = hearing('5');
    const before = known.readSent();
    known.noticed();
    expect(known.current()).toBeUndefined();
    // Sent before the notice arrived: it may not hold the write the notice announces.
    known.read(before, at('5'));
    expect(known.current()).toBeUndefined();
    known.read(known.readSent(), at('6'));
    expect(known.current()).toEqual(at('6'));
  });

  it("asks again after this server's own write, until a read sent after it is in", () => {
    const known = hearing('5');
    const before = known.readSent();
    known.wrote();
    expect(known.current()).toBeUndefined();
    known.read(before, at('5'));
    expect(known.current()).toBeUndefined();
    known.read(known.readSent(), at('6'));
    expect(known.current()?.data).toBe('6');
  });

  it('keeps the answer of the read sent last, whichever answers last, and gives each caller its own', () => {
    const known = hearing('5');
    known.noticed();
    const earlier = known.readSent();
    const later = known.readSent();
    expect(known.read(later, at('7'))).toEqual(at('7'));
    expect(known.read(earlier, at('6'))).toEqual(at('6'));
    expect(known.current()).toEqual(at('7'));
  });

  it('takes the database at its word when its versions go back (a restore)', () => {
    const known = hearing('9');
    known.noticed();
    known.read(known.readSent(), at('3'));
    expect(known.current()?.data).toBe('3');
  });

  it('asks again the moment notices are doubted, and trusts them only after a read sent after the doubt', () => {
    const known = hearing('5');
    const inFlight = known.readSent();
    known.doubt();
    expect(known.current()).toBeUndefined();
    known.read(inFlight, at('5'));
    known.trust(inFlight);
    expect(known.current()).toBeUndefined();
    const after = known.readSent();
    known.read(after, at('5'));
    known.trust(after);
    expect(known.current()).toEqual(at('5'));
  });
});
