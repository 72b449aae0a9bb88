import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import YAML from 'yaml';
import { formatFile, parseFile } from '../../../packages/client/src/cli/file-format.js';
import { EXIT, runCli } from '../../../packages/client/src/cli/run.js';
import { authenticatorCode } from '../../helpers/authenticator.js';
import { injectFetch } from '../../helpers/inject-fetch.js';
import { describeApi, PASSWORD, startTestApp, useTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';

/** A configuration with one of everything the file holds, written as a team would write it. */
const WRITTEN = `
version: 1
attributes:
  - key: plan
    labels: { en: Plan, zh: 套餐 }
    type: enum
    choices: [free, team, enterprise]
    listed: true
  - key: seats
    labels: { en: Seats, zh: 席位 }
    type: number
tenants:
  - name: acme
    remark: Our first customer
    domains: [{ name: acme.example.com }, { name: shop.acme.example.com }]
    attributes: { plan: enterprise, seats: 120 }
    users:
      - { username: acme-owner, role: owner, email: owner@acme.example, displayName: Ada Owner }
      - { username: li.wei, role: member, email: li.wei@acme.example }
      - { username: acme-ci, kind: service, role: member, description: Deploys from CI }
    webhooks:
      - { url: https://hooks.acme.example/events, eventTypes: [user.*, tenant.updated], description: Audit sink }
    policy: { passwordMinLength: 14, twoFactorRequiredFor: owners, twoFactorGraceDays: 7 }
  - name: globex
    enabled: false
    users:
      - { username: globex-owner, role: owner, email: owner@globex.example }
`;

describeApi('tenants as code: tenant-console export, plan and apply', () => {
  const t = useTestApp({ tenants: ['tac-owned'] });
  let other: TestApp;
  let otherAdmin: string;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tenants-as-code-'));
  const file = (name: string, text?: string) => {
    const at = path.join(work, name);
    if (text !== undefined) fs.writeFileSync(at, text);
    return at;
  };

  beforeAll(async () => {
    other = await startTestApp();
    otherAdmin = await other.adminToken();
  });
  afterAll(async () => {
    await other?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** Runs the command against an app, as a CI job would with its URL and token; what it printed and its exit code. */
  const cli = async (app: TestApp, token: string, args: string[], env: Record<string, string> = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(args, {
      env: { TENANT_CONSOLE_URL: 'http://console.test', TENANT_CONSOLE_TOKEN: token, TENANT_CONSOLE_LANG: 'en', ...env },
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      fetch: injectFetch(app.app),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const exported = async (app: TestApp, token: string) => {
    const run = await cli(app, token, ['export']);
    expect(run.code, run.err).toBe(EXIT.ok);
    return `${run.out}\n`;
  };
  /** The export as data, less what the server decides (domains' proof state) and the fixture's own tenant. */
  const configurationOf = (text: string) => {
    const data = YAML.parse(text) as { tenants: { name: string; domains: { verified?: boolean }[] }[] };
    return { ...data, tenants: data.tenants.filter((tenant) => tenant.name !== 'tac-owned').map((tenant) => ({ ...tenant, domains: tenant.domains.map(({ verified: _verified, ...domain }) => domain) })) };
  };
  const apiToken = async (app: TestApp, session: string) => {
    const me = await app.call<Envelope<{ userId: number }>>('getCurrentUser', { token: session });
    const created = await app.call<Envelope<{ token: string }>>('createApiToken', { token: session, params: { id: me.body.data.userId }, body: { name: 'tenants as code', expiresInDays: 30 } });
    expect(created.status, created.text).toBe(201);
    return created.body.data.token;
  };

  it('applies a written file, exports it back as written, and the export applied to an empty server exports byte-identical', async () => {
    const applied = await cli(t, t.admin, ['apply', file('written.yaml', WRITTEN)]);
    expect(applied.err).toBe('');
    expect(applied.code).toBe(EXIT.ok);
    const first = await exported(t, t.admin);
    const written = YAML.parse(WRITTEN) as { tenants: unknown[] };
    // Every default written out, every list in order: the file a second export writes.
    expect(configurationOf(first)).toEqual({
      version: 1,
      attributes: [
        { key: 'plan', labels: { en: 'Plan', zh: '套餐' }, type: 'enum', choices: ['free', 'team', 'enterprise'], required: false, unique: false, listed: true },
        { key: 'seats', labels: { en: 'Seats', zh: '席位' }, type: 'number', choices: [], required: false, unique: false, listed: false },
      ],
      tenants: [
        {
          name: 'acme',
          remark: 'Our first customer',
          enabled: true,
          domains: [{ name: 'acme.example.com' }, { name: 'shop.acme.example.com' }],
          attributes: { plan: 'enterprise', seats: 120 },
          users: [
            { username: 'acme-ci', kind: 'service', role: 'member', enabled: true, description: 'Deploys from CI' },
            { username: 'acme-owner', kind: 'person', role: 'owner', enabled: true, email: 'owner@acme.example', displayName: 'Ada Owner' },
            { username: 'li.wei', kind: 'person', role: 'member', enabled: true, email: 'li.wei@acme.example' },
          ],
          webhooks: [{ url: 'https://hooks.acme.example/events', description: 'Audit sink', eventTypes: ['tenant.updated', 'user.*'], enabled: true }],
          policy: { passwordMinLength: 14, twoFactorRequiredFor: 'owners', twoFactorGraceDays: 7 },
        },
        { name: 'globex', remark: '', enabled: false, domains: [], attributes: {}, users: [{ username: 'globex-owner', kind: 'person', role: 'owner', enabled: true, email: 'owner@globex.example' }], webhooks: [] },
      ],
    });
    expect(written.tenants).toHaveLength(2);
    // Deterministic: the same state exports the same bytes.
    expect(await exported(t, t.admin)).toBe(first);

    // Another installation (staging → production): the export applies whole, and exports the same.
    // (Less this file's fixture tenant, which the empty server has no reason to get.)
    const copy = formatFile({ ...parseFile(first), tenants: parseFile(first).tenants.filter((tenant) => tenant.name !== 'tac-owned') }, 'yaml');
    expect(copy).toContain('name: globex');
    const elsewhere = await cli(other, otherAdmin, ['apply', file('copy.yaml', copy)]);
    expect(elsewhere.code, elsewhere.err).toBe(EXIT.ok);
    expect(await exported(other, otherAdmin)).toBe(copy);
    // A second apply of the same file changes nothing.
    const again = await cli(other, otherAdmin, ['apply', file('copy.yaml')]);
    expect(again).toMatchObject({ code: EXIT.ok, out: 'No changes: the server matches the file.' });
  });

  it('plans exactly the changes of an edited file, exits 2 for them and 0 once applied, marking the destructive ones', async () => {
    const edited = (await exported(t, t.admin))
      .replace('remark: Our first customer', 'remark: Our best customer')
      .replace('seats: 120', 'seats: 150')
      .replace(/- email: li\.wei@acme\.example\n(\s+)enabled: true/, '- email: li.wei@acme.example\n$1enabled: false');
    const plan = await cli(t, t.admin, ['plan', file('edited.yaml', edited)]);
    expect(plan.code).toBe(EXIT.changes);
    expect(plan.out.split('\n')).toEqual([
      '  ~ change tenant acme',
      '      remark: "Our first customer" → "Our best customer"',
      '      attributes.seats: 120 → 150',
      '! ~ change user acme/li.wei  [destructive]',
      '      enabled: true → false',
      'Changes: 2 (1 destructive).',
    ]);
    // Without a terminal to ask on, a destructive change needs --yes, and nothing is changed meanwhile.
    const unasked = await cli(t, t.admin, ['apply', file('edited.yaml')]);
    expect(unasked.code).toBe(EXIT.failed);
    expect(unasked.err).toContain('add --yes');
    expect((await cli(t, t.admin, ['plan', file('edited.yaml')])).code).toBe(EXIT.changes);
    // On a terminal it asks, and anything but "yes" changes nothing.
    const asked: string[] = [];
    const declined = await runCli(['apply', file('edited.yaml')], {
      env: { TENANT_CONSOLE_URL: 'http://console.test', TENANT_CONSOLE_TOKEN: t.admin, TENANT_CONSOLE_LANG: 'en' },
      out: (text) => asked.push(text),
      err: (text) => asked.push(text),
      ask: async (question) => {
        asked.push(question);
        return 'y';
      },
      fetch: injectFetch(t.app),
    });
    expect(declined).toBe(EXIT.failed);
    expect(asked.slice(-2)).toEqual(['Destructive changes, marked ! above: 1. Type yes to make them: ', 'Nothing was changed.']);
    expect((await cli(t, t.admin, ['plan', file('edited.yaml')])).code).toBe(EXIT.changes);
    const applied = await cli(t, t.admin, ['apply', file('edited.yaml'), '--yes']);
    expect(applied.code, applied.err).toBe(EXIT.ok);
    expect(await cli(t, t.admin, ['plan', file('edited.yaml')])).toMatchObject({ code: EXIT.ok, out: 'No changes: the server matches the file.' });
  });

  it('with --prune deletes only what the file leaves out, and without it keeps them', async () => {
    const whole = await exported(other, otherAdmin);
    const pruned = YAML.parse(whole) as { tenants: { name: string; users: { username: string }[]; webhooks: unknown[] }[] };
    pruned.tenants = pruned.tenants.filter((tenant) => tenant.name !== 'globex');
    const acme = pruned.tenants.find((tenant) => tenant.name === 'acme');
    if (!acme) throw new Error('acme is not in the export');
    acme.users = acme.users.filter((user) => user.username !== 'li.wei');
    acme.webhooks = [];
    const at = file('pruned.yaml', YAML.stringify(pruned));
    expect(await cli(other, otherAdmin, ['plan', at])).toMatchObject({ code: EXIT.ok });
    const plan = await cli(other, otherAdmin, ['plan', at, '--prune']);
    expect(plan.out.split('\n')).toEqual([
      '! - delete webhook acme/https://hooks.acme.example/events  [destructive]',
      '! - delete user acme/li.wei  [destructive]',
      '! - delete tenant globex (restorable until its purge date)  [destructive]',
      'Changes: 3 (3 destructive).',
    ]);
    expect((await cli(other, otherAdmin, ['apply', at, '--prune', '--yes'])).code).toBe(EXIT.ok);
    const after = YAML.parse(await exported(other, otherAdmin)) as { attributes: unknown[]; tenants: { name: string; users: { username: string }[]; webhooks: unknown[] }[] };
    expect(after.tenants.map((tenant) => tenant.name)).toEqual(['acme']);
    expect(after.tenants[0]?.users.map((user) => user.username)).toEqual(['acme-ci', 'acme-owner']);
    expect(after.tenants[0]?.webhooks).toEqual([]);
    expect(after.attributes).toHaveLength(2);
  });

  it('stops at a refusal with the server’s message, keeps what it made, and a person’s session finishes the rest', async () => {
    const token = await apiToken(other, otherAdmin);
    const wanted = (YAML.parse(await exported(other, otherAdmin)) as { tenants: { name: string; users: unknown[]; webhooks: unknown[] }[] });
    const acme = wanted.tenants[0];
    if (!acme) throw new Error('acme is not in the export');
    acme.webhooks.push({ url: 'https://hooks.acme.example/second', eventTypes: ['*'] });
    acme.users.push({ username: 'new.person', role: 'member', email: 'new.person@acme.example' });
    const at = file('refused.yaml', YAML.stringify(wanted));
    const plan = await cli(other, token, ['plan', at]);
    expect(plan.out).toContain('  + invite acme/new.person by mail  [needs a person’s own session: an API token is refused]');
    expect(plan.out).toContain('This is an API token');
    const refused = await cli(other, token, ['apply', at]);
    expect(refused.code).toBe(EXIT.failed);
    expect(refused.err.split('\n')).toEqual([
      expect.stringMatching(/^Stopped at invite acme\/new\.person by mail: .+ \(403, 40309\)$/),
      'The changes before it (1) were made and stand, each whole; those after it (0) were not tried. Fix the cause and apply again: what is done is not done twice.',
    ]);
    // The webhook made before the refusal stands; only the invitation is left.
    const left = await cli(other, otherAdmin, ['plan', at]);
    expect(left.out.split('\n').filter((line) => /^[! ] [+~-] /.test(line))).toEqual(['  + invite acme/new.person by mail  [needs a person’s own session: an API token is refused]']);
    expect((await cli(other, otherAdmin, ['apply', at])).code).toBe(EXIT.ok);
    expect((await cli(other, token, ['plan', at])).code).toBe(EXIT.ok);
  });

  it('gives an owner’s token its own tenant only, and refuses a file naming another', async () => {
    const token = await apiToken(t, t.ownerA);
    const own = YAML.parse(await exported(t, token)) as { attributes?: unknown; tenants: { name: string }[] };
    expect(own.tenants.map((tenant) => tenant.name)).toEqual(['tac-owned']);
    expect(own.attributes).toBeUndefined();
    const named = await cli(t, token, ['export', '--tenant', 'acme']);
    expect(named).toMatchObject({ code: EXIT.failed, err: 'This token sees no tenant named acme.' });
    const plan = await cli(t, token, ['plan', file('written.yaml')]);
    expect(plan).toMatchObject({ code: EXIT.failed, err: 'This token acts in its own tenant only: the file names acme, globex, which it cannot change.' });
  });

  it('speaks Chinese when asked, the server’s refusals included', async () => {
    const plan = await cli(t, t.admin, ['plan', file('zh.yaml', WRITTEN.replace('Our first customer', '新备注'))], { TENANT_CONSOLE_LANG: 'zh' });
    expect(plan.out).toContain('  ~ 修改租户 acme');
    expect(plan.out).toMatch(/更改：\d+ 项（其中破坏性 \d+ 项）。/);
    const noToken = await cli(t, 'tc_not-a-token', ['export'], { LANG: 'zh_CN.UTF-8', TENANT_CONSOLE_LANG: '' });
    expect(noToken.code).toBe(EXIT.failed);
    expect(noToken.err).toMatch(/^控制台拒绝了该令牌：[\p{Script=Han}]/u);
  });

  it('signs a person in for the steps a token may not make, asking a one-time code when their account has one', async () => {
    const signedIn = await cli(t, '', ['login', '--username', 'tac-owned'], { TENANT_CONSOLE_PASSWORD: PASSWORD });
    expect(signedIn.code, signedIn.err).toBe(EXIT.ok);
    expect(signedIn.err).toBe('Signed in as tac-owned. The token above is a session: keep it secret, and sign out in the console when done.');
    // Standard output holds the token alone, for $(…); it acts as the person.
    const session = signedIn.out;
    expect((await t.call<Envelope<{ username: string }>>('getCurrentUser', { token: session })).body.data.username).toBe('tac-owned');

    const started = await t.call<Envelope<{ secret: string; enrolment: string }>>('startTwoFactorEnrolment', { token: session });
    expect((await t.call('confirmTwoFactor', { token: session, body: { enrolment: started.body.data.enrolment, code: await authenticatorCode(started.body.data.secret) } })).status).toBe(200);
    const noCode = await cli(t, '', ['login', '--username', 'tac-owned'], { TENANT_CONSOLE_PASSWORD: PASSWORD });
    expect(noCode).toMatchObject({ code: EXIT.failed, err: 'This account asks for a one-time code and there is no terminal to ask it on: set TENANT_CONSOLE_CODE.' });
    const asked: string[] = [];
    const out: string[] = [];
    const code = await runCli(['login'], {
      env: { TENANT_CONSOLE_URL: 'http://console.test', TENANT_CONSOLE_USERNAME: 'tac-owned', TENANT_CONSOLE_LANG: 'zh' },
      out: (text) => out.push(text),
      err: () => undefined,
      askHidden: async (question) => {
        asked.push(question);
        return asked.length === 1 ? PASSWORD : authenticatorCode(started.body.data.secret, 1);
      },
      fetch: injectFetch(t.app),
    });
    expect(code).toBe(EXIT.ok);
    expect(asked).toEqual(['tac-owned 的密码：', '身份验证器应用中的一次性验证码：']);
    expect((await t.call<Envelope<{ username: string }>>('getCurrentUser', { token: out.join('') })).body.data.username).toBe('tac-owned');
    const wrong = await cli(t, '', ['login', '--username', 'tac-owned'], { TENANT_CONSOLE_PASSWORD: 'not-the-password-at-all' });
    expect(wrong.code).toBe(EXIT.failed);
    expect(wrong.out).toBe('');
    expect(wrong.err).toBe('Wrong username or password');
    expect(await cli(t, '', ['login'])).toMatchObject({ code: EXIT.failed, err: 'Name who signs in: tenant-console login --username <name> (or TENANT_CONSOLE_USERNAME).' });
  });

  it('refuses bad input with what is wrong and where, changing nothing', async () => {
    const before = await exported(t, t.admin);
    const bad = await cli(t, t.admin, ['apply', file('bad.yaml', 'version: 1\ntenants:\n  - name: "-bad name"\n    colour: blue\n'), '--yes']);
    expect(bad.code).toBe(EXIT.failed);
    expect(bad.err.split('\n')[0]).toBe(`The file ${file('bad.yaml')} is not a valid configuration:`);
    expect(bad.err).toMatch(/tenants\.0\.name: /);
    expect(bad.err).toMatch(/tenants\.0: .*colour/);
    expect((await cli(t, t.admin, ['plan', file('twice.yaml', 'version: 1\ntenants: [{ name: acme }, { name: ACME }]\n')])).err).toContain('tenants: acme is listed twice');
    expect((await cli(t, t.admin, ['apply', file('not-yaml.yaml', 'tenants: [')])).err).toContain('is not a valid configuration');
    expect((await cli(t, t.admin, ['apply', path.join(work, 'missing.yaml')])).err).toMatch(/^The file .*missing\.yaml could not be read: /);
    expect(await cli(t, t.admin, ['plan', '--force', file('written.yaml')])).toMatchObject({ code: EXIT.failed, err: 'Unknown option "--force" for plan. Run tenant-console --help.' });
    expect(await cli(t, t.admin, ['export', '--format', 'xml'])).toMatchObject({ code: EXIT.failed, err: 'The format is yaml or json, not "xml".' });
    expect(await cli(t, t.admin, ['deploy'])).toMatchObject({ code: EXIT.failed, err: 'Unknown command "deploy". Run tenant-console --help for the commands.' });
    expect(await cli(t, '', ['export'])).toMatchObject({ code: EXIT.failed, err: expect.stringContaining('TENANT_CONSOLE_TOKEN') });
    // Refused while planning: nothing of the file is made, the webhook of a tenant before it neither.
    const noOwner = await cli(t, t.admin, ['apply', file('no-owner.yaml', 'version: 1\ntenants:\n  - name: tac-owned\n    webhooks: [{ url: "https://hooks.example.com/never", eventTypes: ["*"] }]\n  - name: initech\n')]);
    expect(noOwner).toMatchObject({ code: EXIT.failed, out: '' });
    expect(noOwner.err).toBe('Tenant initech is new: list its first owner (kind person, role owner, with an email) so that the server can invite them.');
    expect((await cli(t, t.admin, ['plan', file('no-owner.yaml')])).code).toBe(EXIT.failed);
    expect(await exported(t, t.admin)).toBe(before);
  });

  it('writes JSON on request, which the file’s JSON Schema accepts, as it refuses a broken one', async () => {
    const schema = await cli(t, t.admin, ['schema']);
    const validate = new Ajv2020({ strict: false, allErrors: true }).compile(JSON.parse(schema.out) as object);
    const json = await cli(t, t.admin, ['export', '--format', 'json']);
    const data = JSON.parse(json.out) as { tenants: { name: string }[] };
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(YAML.parse(await exported(t, t.admin))).toEqual(data);
    data.tenants[0] = { ...data.tenants[0], name: 'no spaces allowed' };
    expect(validate(data)).toBe(false);
  });
});
