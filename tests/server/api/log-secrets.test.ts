import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { outboxMails } from '../../helpers/mail.js';
import { listenOnLoopback, sendBytes } from '../../helpers/raw-socket.js';
import { describeApi, PASSWORD, useTestApp, type Envelope } from '../../helpers/test-app.js';

/** A secret as the server's links carry one: 43 characters of base64url. */
const linkToken = () => randomBytes(32).toString('base64url');
/** The bytes of a text as pino writes a Buffer: a list of numbers. */
const asByteList = (text: string) => Array.from(Buffer.from(text)).join(',');

describeApi('the log: no secret reaches any line', () => {
  // Every level, so the lines written only when someone looks closer (a request's arrival, a refused request) are held too.
  const t = useTestApp({ config: { publicUrl: 'https://console.example.com' }, logLevel: 'trace' });
  let port: number;
  let mails = 0;
  const logged = () => t.logs.join('\n');
  const linesWith = (text: string) => t.logs.filter((line) => line.includes(text)).map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    port = await listenOnLoopback(t.app);
  });

  it('logs the address of a mailed link opened in the browser with its token redacted', async () => {
    const token = linkToken();
    const addresses = [
      `/forgot-password?token=${token}`,
      `/invitation?lang=en&token=${token}`,
      `/sign-in?redirect=${encodeURIComponent(`/forgot-password?token=${token}`)}`,
      `/api/v1/auth/me?access_token=${token}`,
      `/api/v1/auth/me?api_key=${token}&sort=x`,
    ];
    for (const url of addresses) await t.raw({ method: 'GET', url });
    expect(logged()).not.toContain(token);
    const urls = linesWith('request completed').map((line) => (line['req'] as { url: string }).url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/forgot-password?token=[redacted]',
        '/invitation?lang=en&token=[redacted]',
        '/sign-in?redirect=%2Fforgot-password%3Ftoken%3D[redacted]',
        '/api/v1/auth/me?access_token=[redacted]',
        '/api/v1/auth/me?api_key=[redacted]&sort=x',
      ]),
    );
  });

  it('keeps a session’s token and an API token out, whether a call succeeds or the server refuses its bytes', async () => {
    const me = await t.call<Envelope<{ userId: number }>>('getCurrentUser', { token: t.admin });
    const made = await t.call<Envelope<{ token: string }>>('createApiToken', { token: t.admin, params: { id: me.body.data.userId }, body: { name: 'log check', expiresInDays: 30 } });
    const apiToken = made.body.data.token;
    expect(apiToken).toMatch(/^tc_/);
    expect((await t.call('getCurrentUser', { token: apiToken })).status).toBe(200);
    // A request Node's parser refuses, holding both in its headers: the refusal is logged with what was read.
    const refused = await sendBytes(port, `GET /api/v1/auth/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${t.admin}\r\nX-Api-Key: ${apiToken}\r\nBad Header\r\n\r\n`);
    expect(refused).toMatch(/^HTTP\/1\.1 400 /);
    expect(linesWith('client error')).not.toEqual([]);
    for (const secret of [t.admin, apiToken]) {
      expect(logged()).not.toContain(secret);
      expect(logged()).not.toContain(asByteList(secret));
    }
  });

  it('redacts a secret that any other line quotes: a message, an error, its stack', async () => {
    const token = linkToken();
    const jwt = t.admin;
    t.app.log.warn({ err: new Error(`fetch https://hooks.example.com/in?token=${token} failed`), header: `Bearer ${jwt}` }, `calling smtp://mailer:${token}@smtp.example.com`);
    const [line] = linesWith('calling smtp://');
    expect(line).toMatchObject({ msg: 'calling smtp://mailer:[redacted]@smtp.example.com', header: 'Bearer [redacted]' });
    expect(JSON.stringify(line)).not.toContain(token);
    expect(JSON.stringify(line)).not.toContain(jwt);
  });

  it('names the outbox file that holds a reset mail, never the link', async () => {
    await t.createTenant('log-alpha', { password: PASSWORD });
    const owner = await t.login('log-alpha', PASSWORD);
    await t.call('createUser', { token: owner, body: { username: 'log-user', email: 'log-user@example.com', role: 'member', password: PASSWORD } });
    expect((await t.call('requestPasswordReset', { body: { login: 'log-user' } })).status).toBe(202);
    mails += 1;
    const mail = (await outboxMails(t.config.dataDir, mails)).at(-1);
    await t.app.resetRequests.idle();
    expect(mail?.token).toEqual(expect.any(String));
    expect(logged()).not.toContain(mail?.token);
    const [written] = linesWith('Password reset mail written to the outbox');
    expect(written).toMatchObject({ username: 'log-user', file: expect.stringMatching(/\.eml$/) });
    expect(fs.readFileSync(String(written?.['file']), 'utf8')).toContain('log-user@example.com');
  });

  it('names the outbox file that holds an invitation, never the link', async () => {
    const created = await t.call('createTenant', { token: t.admin, body: { username: 'log-beta', owner: { username: 'log-beta-owner', email: 'log-beta@example.com' } } });
    expect(created.status).toBe(201);
    mails += 1;
    const mail = (await outboxMails(t.config.dataDir, mails)).find((each) => each.to === 'log-beta@example.com');
    expect(mail?.token).toEqual(expect.any(String));
    await expect.poll(() => linesWith('Invitation mail written to the outbox').length).toBe(1);
    expect(logged()).not.toContain(mail?.token);
    expect(linesWith('Invitation mail written to the outbox')[0]).toMatchObject({ username: 'log-beta-owner', file: expect.stringMatching(/\.eml$/) });
  });
});
