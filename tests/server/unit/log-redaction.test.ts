import { describe, expect, it } from 'vitest';
import { errorWithoutRawBytes, redactSecrets } from '../../../server/src/core/log-redaction.js';

const TOKEN = 'Kq2v0R7c-9bXJmN4pW1sT6yU3hZ8aE5dG0fL2oI7uY_';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiIsInRlbmFudF9pZCI6MX0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const API_TOKEN = `tc_${'A1b2C3d4E5'.repeat(4)}xyz`;

describe('secrets in a log line', () => {
  it.each([
    ['a reset link', `/forgot-password?token=${TOKEN}`, '/forgot-password?token=[redacted]'],
    ['a later parameter', `/invitation?lang=zh&token=${TOKEN}&x=1`, '/invitation?lang=zh&token=[redacted]&x=1'],
    ['an encoded address inside another', `/sign-in?redirect=%2Fforgot-password%3Ftoken%3D${TOKEN}%26lang%3Dzh`, '/sign-in?redirect=%2Fforgot-password%3Ftoken%3D[redacted]%26lang%3Dzh'],
    ['lower-case escapes', `/a?next=%2fb%3ftoken%3d${TOKEN}`, '/a?next=%2fb%3ftoken%3d[redacted]'],
    ['names that carry secrets by convention', '/cb?code=abc&state=s&access_token=t1&client_secret=t2&api_key=t3&password=t4&sig=t5', '/cb?code=[redacted]&state=s&access_token=[redacted]&client_secret=[redacted]&api_key=[redacted]&password=[redacted]&sig=[redacted]'],
    ['a name in capitals', `/x?TOKEN=${TOKEN}`, '/x?TOKEN=[redacted]'],
    ['an address inside a JSON line', `{"url":"/forgot-password?token=${TOKEN}","msg":"x"}`, '{"url":"/forgot-password?token=[redacted]","msg":"x"}'],
  ])('redacts the value of a secret query parameter: %s', (_name, line, redacted) => {
    expect(redactSecrets(line)).toBe(redacted);
  });

  it.each([
    ['a list’s parameters', '/api/v1/admin/tenant?sort=%5B%22username%22%2C%22ASC%22%5D&range=%5B0%2C24%5D&filter=%7B%7D'],
    ['an equals sign outside an address', '{"msg":"a=b","remark":"key=value"}'],
    ['a parameter whose name merely starts like one', '/x?signal=1&codes=2'],
    ['an empty secret', '/forgot-password?token='],
    ['the start of an API token, as lists show it', '{"tokenPrefix":"tc_a1B2c"}'],
    ['a message about tokens', 'The API token’s last use could not be written; Basic checks'],
  ])('leaves alone what is no secret: %s', (_name, line) => {
    expect(redactSecrets(line)).toBe(line);
  });

  it('redacts API tokens, JSON Web Tokens and webhook secrets wherever they are', () => {
    expect(redactSecrets(`a ${API_TOKEN} b`)).toBe('a tc_[redacted] b');
    expect(redactSecrets(`token ${JWT}.`)).toBe('token [redacted].');
    expect(redactSecrets('secret whsec_dGhpcyBpcyBhIHNpZ25pbmcgc2VjcmV0IQ== rotated')).toBe('secret whsec_[redacted] rotated');
  });

  it('redacts credentials after an authentication scheme, and whole credential headers', () => {
    expect(redactSecrets(`Authorization: Bearer ${TOKEN}`)).toBe('Authorization: Bearer [redacted]');
    expect(redactSecrets('basic dXNlcjpwYXNzd29yZA==')).toBe('basic [redacted]');
    expect(redactSecrets('{"headers":{"authorization":"Digest username=\\"a\\", response=\\"b\\"","cookie":"sid=1; x=2","accept":"*/*"}}')).toBe(
      '{"headers":{"authorization":"[redacted]","cookie":"[redacted]","accept":"*/*"}}',
    );
  });

  it('redacts the password in an address, and keeps the rest', () => {
    expect(redactSecrets('connect smtps://mailer:s3cret@smtp.example.com:465 failed')).toBe('connect smtps://mailer:[redacted]@smtp.example.com:465 failed');
    expect(redactSecrets('postgres://db.example.com:5432/console')).toBe('postgres://db.example.com:5432/console');
  });

  it('serializes an error without the raw bytes Node’s parser attaches to it', () => {
    const error = Object.assign(new Error('Parse Error: Invalid header value char'), { code: 'HPE_INVALID_HEADER_TOKEN', rawPacket: Buffer.from(`Authorization: Bearer ${JWT}\r\n`) });
    const serialized = errorWithoutRawBytes(error);
    expect(serialized).toMatchObject({ message: 'Parse Error: Invalid header value char', code: 'HPE_INVALID_HEADER_TOKEN', rawPacket: `[${error.rawPacket.length} bytes]` });
  });
});
