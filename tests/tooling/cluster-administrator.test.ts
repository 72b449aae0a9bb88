import { describe, expect, it } from 'vitest';
import { administratorOf, administratorToCreate, signInLines } from '../../scripts/cluster/administrator.mjs';

const secrets = { adminPassword: 'generated-once-password' };
const FILE = '.cluster/secrets.json';

// `npm run cluster` (scripts/cluster.mjs) prints how to sign in once it is up (issue 54).
describe("the cluster's administrator", () => {
  it('is admin with the password generated in secrets.json when nothing is set', () => {
    const wanted = administratorToCreate({}, secrets);
    expect(wanted).toEqual({ username: 'admin', password: 'generated-once-password', passwordFrom: 'secrets.json' });
    const { admin, ignored } = administratorOf(wanted, undefined, {});
    expect(signInLines(admin, FILE, ignored)).toEqual([`  sign in as admin with the password in ${FILE} (adminPassword)`]);
  });

  it('is the one ADMIN_USERNAME names, with the ADMIN_PASSWORD given, and the banner says so', () => {
    const env = { ADMIN_USERNAME: ' ops-root ', ADMIN_PASSWORD: 'a-chosen-password' };
    const wanted = administratorToCreate(env, secrets);
    // What the servers are started with: they create exactly this administrator.
    expect(wanted).toEqual({ username: 'ops-root', password: 'a-chosen-password', passwordFrom: 'ADMIN_PASSWORD' });
    const { admin, ignored } = administratorOf(wanted, undefined, env);
    const lines = signInLines(admin, FILE, ignored);
    expect(lines).toEqual(['  sign in as ops-root with the password given in ADMIN_PASSWORD when the cluster was created']);
    expect(lines.join('\n')).not.toMatch(/sign in as admin\b/);
    expect(lines.join('\n')).not.toContain('a-chosen-password');
  });

  it('refuses an ADMIN_PASSWORD the servers would refuse, before anything starts', () => {
    expect(() => administratorToCreate({ ADMIN_PASSWORD: 'short' }, secrets)).toThrow(/ADMIN_PASSWORD must be at least 8 characters/);
  });

  it('stays the one made with the database: later settings are said to be ignored, and why', () => {
    const env = { ADMIN_USERNAME: 'someone-else', ADMIN_PASSWORD: 'another-password' };
    const { admin, ignored } = administratorOf(administratorToCreate(env, secrets), { username: 'ops-root', passwordFrom: 'secrets.json' }, env);
    expect(admin.username).toBe('ops-root');
    const lines = signInLines(admin, FILE, ignored);
    expect(lines[0]).toBe(`  sign in as ops-root with the password in ${FILE} (adminPassword)`);
    expect(lines[1]).toMatch(/ADMIN_USERNAME and ADMIN_PASSWORD ignored: .*only on an empty database.*--fresh/);
  });
});
