import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runScript, startServer, type RunningServer } from '../helpers/server-process.js';

const PACKAGE_DIR = path.join(REPO_ROOT, 'packages/client');
const TSC = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
const ADMIN_PASSWORD = 'admin-password-for-the-client';

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 300_000 });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The README's TypeScript example, exactly as a reader would copy it. */
function readmeExample(): string {
  const readme = fs.readFileSync(path.join(PACKAGE_DIR, 'README.md'), 'utf8');
  const example = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!example) throw new Error('packages/client/README.md has no ```ts example');
  return example;
}

// As a backend team would: pack the package, install the file into a new project with no
// registry, type-check the README's example and run it against the real server.
describe('the client package, packed and installed into another project', () => {
  let work: string;
  let project: string;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'client-package-'));
    project = path.join(work, 'project');
    fs.mkdirSync(project);
    const packed = run('npm', ['pack', '--pack-destination', work], PACKAGE_DIR);
    if (packed.code !== 0) throw new Error(`npm pack failed:\n${packed.output}`);
    fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'backend-job', private: true, type: 'module' }));
    const tarball = fs.readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack made no tarball:\n${packed.output}`);
    // No registry: the package comes from its file, its one dependency (zod) from this checkout.
    const zod = path.join(REPO_ROOT, 'node_modules/zod');
    const installed = run('npm', ['install', '--offline', '--no-audit', '--no-fund', path.join(work, tarball), zod], project);
    if (installed.code !== 0) throw new Error(`npm install failed:\n${installed.output}`);
    fs.writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          outDir: 'out',
          // Node's types as a Node project has them, taken from this checkout rather than installed.
          typeRoots: [path.join(REPO_ROOT, 'node_modules/@types')],
          types: ['node'],
        },
        include: ['example.ts'],
      }),
    );
    fs.writeFileSync(path.join(project, 'example.ts'), readmeExample());
    const dataDir = path.join(work, 'data');
    server = await startServer({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), ADMIN_PASSWORD });
    const seeded = await new Promise<number | null>((resolve) =>
      runScript('server/src/db/seed-cli.ts', ['--tenants', '12', '--password', 'demo-owner-password'], { DATA_DIR: dataDir }).on('exit', resolve),
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

  it("type-checks the README's example against the installed types", () => {
    const checked = run(process.execPath, [TSC, '--noEmit', '-p', 'tsconfig.json'], project);
    expect(checked.output).toBe('');
    expect(checked.code).toBe(0);
  });

  it('runs the example in Node against the real server: sign in, page, read, update, and a 409 as the typed error', () => {
    const built = run(process.execPath, [TSC, '-p', 'tsconfig.json'], project);
    expect(built.code, built.output).toBe(0);
    const ran = run(process.execPath, ['out/example.js'], project, {
      TENANT_CONSOLE_URL: `${server?.url}/api`,
      TENANT_CONSOLE_USER: 'admin',
      TENANT_CONSOLE_PASSWORD: ADMIN_PASSWORD,
    });
    expect(ran.code, ran.output).toBe(0);
    const lines = ran.output.trim().split('\n');
    expect(lines[0]).toBe('Tenants 1-10 of 13: system, acme-0001, globex-0002, initech-0003, umbrella-0004, hooli-0005, stark-0006, wayne-0007, wonka-0008, tyrell-0009');
    expect(lines[1]).toMatch(/^system: remark is now "Checked \d{4}-\d\d-\d\dT[\d:.]+Z"$/);
    expect(lines[2]).toBe("Refused with 409, code 40900, at field username: The username 'acme-0001' is taken by another tenant");
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
