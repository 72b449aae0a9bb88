import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations, dereference, loadContract, type Contract } from '../../server/src/core/contract.js';
import { REPO_ROOT, runScript, startServer, type RunningServer } from '../helpers/server-process.js';

const PACKAGE_DIR = path.join(REPO_ROOT, 'packages/client');
const TSC = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
const ADMIN_PASSWORD = 'admin-password-for-the-client';

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 300_000 });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A README example, exactly as a reader would copy it, and the file name it tells them to use. */
function readmeExample(heading = 'Example (Node)'): { file: string; code: string } {
  const readme = fs.readFileSync(path.join(PACKAGE_DIR, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  const file = /save it as `([^`]+)`/.exec(section)?.[1];
  if (!code || !file) throw new Error(`packages/client/README.md has no \`\`\`js example under "## ${heading}" naming the file to save it as`);
  return { file, code };
}

async function signIn(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

// As a backend team would: pack the package, install the file into a new project (`npm init -y`,
// CommonJS by default) with no registry, type-check the README's example and run it as written
// against the real server.
describe('the client package, packed and installed into another project', () => {
  let work: string;
  let project: string;
  let server: RunningServer | undefined;
  let example: { file: string; code: string };
  let tokenExample: { file: string; code: string };

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'client-package-'));
    project = path.join(work, 'project');
    fs.mkdirSync(project);
    const packed = run('npm', ['pack', '--pack-destination', work], PACKAGE_DIR);
    if (packed.code !== 0) throw new Error(`npm pack failed:\n${packed.output}`);
    const initialized = run('npm', ['init', '-y'], project);
    if (initialized.code !== 0) throw new Error(`npm init failed:\n${initialized.output}`);
    const tarball = fs.readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack made no tarball:\n${packed.output}`);
    // No registry: the package comes from its file, its dependencies (zod, yaml) from this checkout.
    const dependencies = ['zod', 'yaml'].map((name) => path.join(REPO_ROOT, 'node_modules', name));
    const installed = run('npm', ['install', '--offline', '--no-audit', '--no-fund', path.join(work, tarball), ...dependencies], project);
    if (installed.code !== 0) throw new Error(`npm install failed:\n${installed.output}`);
    example = readmeExample();
    tokenExample = readmeExample('Example with an API token (Node)');
    // Only for the type check: the example itself runs as it is, with no compiler.
    fs.writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          allowJs: true,
          checkJs: true,
          noEmit: true,
          // Node's types as a Node project has them, taken from this checkout rather than installed.
          typeRoots: [path.join(REPO_ROOT, 'node_modules/@types')],
          types: ['node'],
        },
        include: [example.file, tokenExample.file],
      }),
    );
    fs.writeFileSync(path.join(project, example.file), example.code);
    fs.writeFileSync(path.join(project, tokenExample.file), tokenExample.code);
    const dataDir = path.join(work, 'data');
    server = await startServer({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), ADMIN_PASSWORD });
    const seeded = await new Promise<number | null>((resolve) =>
      runScript('server/src/store/seed-cli.ts', ['--tenants', '12', '--password', 'demo-owner-password'], { DATA_DIR: dataDir }).on('exit', resolve),
    );
    if (seeded !== 0) throw new Error('the seed failed');
  }, 600_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('ships ES modules with their types and the README, nothing else', () => {
    const installed = path.join(project, 'node_modules/@tenant-console/client');
    const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as { type: string; exports: unknown };
    expect(manifest.type).toBe('module');
    expect(fs.existsSync(path.join(installed, 'dist/index.js'))).toBe(true);
    expect(fs.existsSync(path.join(installed, 'dist/index.d.ts'))).toBe(true);
    expect(fs.existsSync(path.join(installed, 'README.md'))).toBe(true);
    expect(fs.existsSync(path.join(installed, 'src'))).toBe(false);
  });

  it('runs `npx tenant-console` from the installed package, with no global install, against the real server', async () => {
    const help = run('npx', ['--no-install', 'tenant-console', '--help'], project, { TENANT_CONSOLE_LANG: 'zh' });
    expect(help.code).toBe(0);
    expect(help.output).toContain('用法：tenant-console <命令> [选项]');
    const url = server?.url ?? '';
    const token = await signIn(url, 'admin', ADMIN_PASSWORD);
    const exported = run('npx', ['--no-install', 'tenant-console', 'export', '--format', 'json'], project, { TENANT_CONSOLE_URL: url, TENANT_CONSOLE_TOKEN: token, TENANT_CONSOLE_LANG: 'en' });
    expect(exported.code, exported.output).toBe(0);
    expect(JSON.parse(exported.output)).toMatchObject({ version: 1, tenants: expect.any(Array), attributes: expect.any(Array) });
    const schema = JSON.parse(fs.readFileSync(path.join(project, 'node_modules/@tenant-console/client/tenants-file.schema.json'), 'utf8')) as { properties: object };
    expect(Object.keys(schema.properties)).toEqual(['version', 'attributes', 'tenants']);
  });

  it("type-checks the README's example against the installed types", () => {
    const checked = run(process.execPath, [TSC, '-p', 'tsconfig.json'], project);
    expect(checked.output).toBe('');
    expect(checked.code).toBe(0);
  });

  it('runs the example as written in Node against the real server, and it leaves everything as it found it', async () => {
    const admin = await signIn(server?.url ?? '', 'admin', ADMIN_PASSWORD);
    const read = (route: string) => fetch(`${server?.url}/api${route}`, { headers: { authorization: `Bearer ${admin}` } }).then((response) => response.json() as Promise<{ data: unknown }>);
    // Signing in is recorded on the account that signs in; everything else must stay as it was.
    const state = async () => ({
      tenants: (await read('/v1/admin/tenant/with-domains')).data,
      users: ((await read('/v1/users')).data as Array<Record<string, unknown>>).map(({ lastSignInAt: _signedIn, ...user }) => user),
    });
    const before = await state();
    const ran = run(process.execPath, [example.file], project, {
      TENANT_CONSOLE_URL: `${server?.url}/api`,
      TENANT_CONSOLE_USER: 'admin',
      TENANT_CONSOLE_PASSWORD: ADMIN_PASSWORD,
    });
    expect(ran.code, ran.output).toBe(0);
    const lines = ran.output.trim().split('\n');
    expect(lines[0]).toBe('Tenants 1-10 of 13: system, acme-0001, globex-0002, initech-0003, umbrella-0004, hooli-0005, stark-0006, wayne-0007, wonka-0008, tyrell-0009');
    expect(lines[1]).toBe('Your tenant: system');
    const username = /^Created (client-example-[a-z0-9]+), now named "Client example, changed"$/.exec(lines[2] ?? '')?.[1];
    expect(username, lines[2]).toBeDefined();
    expect(lines[3]).toBe(`Refused with 409, code 40900, at field username: The username '${username}' is taken by another user`);
    expect(lines[4]).toBe(`Deleted ${username}`);
    expect(lines).toHaveLength(5);
    // Nothing it did not make was changed, and what it made is gone.
    expect(await state()).toEqual(before);
  });

  it('runs the API token example as written: a service account pages through every tenant without a password, and a revoked token is refused', async () => {
    const url = server?.url ?? '';
    const admin = await signIn(url, 'admin', ADMIN_PASSWORD);
    const call = async (method: string, route: string, body: unknown) => {
      const response = await fetch(`${url}/api${route}`, { method, headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return ((await response.json()) as { data: { userId: number; tokenId: number; token: string } }).data;
    };
    const robot = await call('POST', '/v1/service-accounts', { username: 'client-token-example', role: 'owner', isAdmin: true });
    const made = await call('POST', `/v1/users/${robot.userId}/api-tokens`, { name: 'token example', expiresInDays: 30 });
    const env = { TENANT_CONSOLE_URL: `${url}/api`, TENANT_CONSOLE_TOKEN: made.token };
    const ran = run(process.execPath, [tokenExample.file], project, env);
    expect(ran.code, ran.output).toBe(0);
    const lines = ran.output.trim().split('\n');
    expect(lines).toHaveLength(13);
    expect(lines[0]).toBe('1\tsystem\tenabled');
    expect(lines[1]).toBe('2\tacme-0001\tenabled');
    await fetch(`${url}/api/v1/users/${robot.userId}/api-tokens/${made.tokenId}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } });
    const refused = run(process.execPath, [tokenExample.file], project, env);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('TenantConsoleError');
  });

  it("exports every operation of the contract as a function, and zod schemas of each one's input and answer", () => {
    const operations = contractOperations(dereference(loadContract()) as Contract);
    fs.writeFileSync(
      path.join(project, 'exports.mjs'),
      `import * as client from '@tenant-console/client';
const functions = Object.keys(client).filter((name) => typeof client[name] === 'function');
console.log(JSON.stringify({ functions, schemas: Object.keys(client.schemas) }));`,
    );
    const ran = run(process.execPath, ['exports.mjs'], project);
    expect(ran.code, ran.output).toBe(0);
    const exported = JSON.parse(ran.output) as { functions: string[]; schemas: string[] };
    const missing = operations.map((operation) => operation.operationId).filter((id) => !exported.functions.includes(id));
    expect(missing).toEqual([]);
    // orval names an operation's schemas after it (createApiTokenBody, …QueryParams, …Response): an
    // operation that takes a body or a query, or answers 200 or 201 with a body, has at least one.
    // orval 7 writes none for parameters declared on the path rather than the operation (an id in
    // the path) nor for a 202's body (a webhook test or retry): orval 8 does, a major upgrade of its own.
    const answersWithBody = (operation: (typeof operations)[number]) => ['200', '201'].some((status) => operation.responses[status]?.content !== undefined);
    const takesOrAnswers = operations.filter((operation) => operation.body !== undefined || operation.parameters.some((p) => p.in === 'query') || answersWithBody(operation));
    const withoutSchemas = takesOrAnswers.map((operation) => operation.operationId).filter((id) => !exported.schemas.some((name) => name.startsWith(id)));
    expect(withoutSchemas).toEqual([]);
    expect(operations.length).toBeGreaterThan(50);
  });

  it('validates bodies with the zod schemas it exports', async () => {
    fs.writeFileSync(
      path.join(project, 'schemas.mjs'),
      `import { schemas } from '@tenant-console/client';
const good = schemas.loginBody.safeParse({ username: 'admin', password: 'secret' });
const bad = schemas.loginBody.safeParse({ username: '' });
console.log(JSON.stringify({ good: good.success, bad: bad.success }));`,
    );
    const ran = run(process.execPath, ['schemas.mjs'], project);
    expect(ran.code, ran.output).toBe(0);
    expect(JSON.parse(ran.output)).toEqual({ good: true, bad: false });
  });
});
