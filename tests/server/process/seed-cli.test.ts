import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collect, runScript } from '../../helpers/server-process.js';

const seed = (args: string[], env: Record<string, string> = {}) => collect(runScript('server/src/store/seed-cli.ts', args, env));
/** A line of a stack trace, as Node prints an uncaught error. */
const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;

describe('npm run seed, on its command line', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-seed-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it.each([['--help'], ['-h']])('prints its usage for %s: every option with its default, and succeeds', async (flag) => {
    const { code, output } = await seed([flag], { DATA_DIR: dataDir });
    expect(code).toBe(0);
    expect(output).toMatch(/^Usage: npm run seed -- --password P \[options\]\n/);
    for (const option of ['--password P', '--tenants N', '--users N', '--users-tenant NAME', '--audit-events N', '-h, --help']) {
      expect(output).toContain(`  ${option} `);
    }
    for (const fallback of ['default 60', 'default 0', 'default acme-0001']) expect(output).toContain(fallback);
    expect(output).not.toMatch(STACK_LINE);
    // Asking for help touches no database.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it.each([
    [['--bogus'], "Unknown option '--bogus'."],
    [['--tenants'], "Option '--tenants <value>' argument missing."],
    [['--password', 'demo-password', 'extra'], "Unexpected argument 'extra'."],
    [['--tenants', 'lots', '--password', 'demo-password'], "--tenants must be a whole number from 0 to 1000000, not 'lots'."],
    [['--users', '-1', '--password', 'demo-password'], "Option '--users' argument is ambiguous."],
    [['--users=-1', '--password', 'demo-password'], "--users must be a whole number from 0 to 1000000, not '-1'."],
    [['--audit-events', '2.5', '--password', 'demo-password'], "--audit-events must be a whole number from 0 to 10000000, not '2.5'."],
    [['--tenants', '3'], '--password is required: the password of every demo account.'],
    [['--password', 'short'], '--password must be at least 8 characters long.'],
  ])('refuses %j in one line, followed by the usage, without a stack trace', async (args, message) => {
    const { code, output } = await seed(args, { DATA_DIR: dataDir });
    expect(code).toBe(2);
    const [first, blank, usage] = output.split('\n');
    expect(first).toContain(message);
    expect(blank).toBe('');
    expect(usage).toMatch(/^Usage: npm run seed/);
    expect(output).not.toMatch(STACK_LINE);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('seeds with good options, as before', async () => {
    const { code, output } = await seed(['--tenants', '2', '--password', 'demo-password'], { DATA_DIR: dataDir });
    expect(output).toMatch(/2 tenants created, 0 already there/);
    expect(code).toBe(0);
  });
});
