import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMock, type MockProcess } from '../helpers/mock-process.js';
import { REPO_ROOT } from '../helpers/server-process.js';

/** The shell lines of the README section with this heading, as a reader would paste them. */
function commandsOf(heading: string): string[] {
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  const block = section && /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error(`README.md has no sh block under "## ${heading}"`);
  return block.split('\n').filter((line) => line.trim() !== '');
}

function bash(line: string, cwd: string) {
  const result = spawnSync('bash', ['-c', line], { cwd, encoding: 'utf8', timeout: 300_000 });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

// `npm ci` is not run: it is what made this checkout's node_modules, which the copy below shares.
const SET_UP_BEFORE_THE_TEST = 'npm ci';

describe('the README for backend teams: every command works as written', () => {
  let copy: string;

  // A checkout of its own, so that regenerating does not touch the files other suites read.
  beforeAll(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-backend-'));
    for (const entry of ['openapi', 'orval.config.ts', 'package.json', 'tsconfig.json', 'scripts', 'src/lib', 'src/generated', 'src/api', 'packages/client/src', 'packages/client/package.json', 'packages/client/tsconfig.json', 'packages/client/tsconfig.build.json', 'packages/client/README.md', 'server/src/modules', 'server/src/area-list.generated.ts']) {
      fs.cpSync(path.join(REPO_ROOT, entry), path.join(copy, entry), { recursive: true });
    }
    fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(copy, 'node_modules'));
    for (const args of [['init', '-q'], ['add', '.'], ['-c', 'user.name=Reader', '-c', 'user.email=reader@example.com', 'commit', '-qm', 'checkout']]) {
      spawnSync('git', args, { cwd: copy });
    }
  });
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it('regenerates, packs the client and checks the contract', () => {
    const lines = commandsOf('For backend teams');
    expect(lines[0]).toBe(SET_UP_BEFORE_THE_TEST);
    for (const line of lines.slice(1)) {
      const result = bash(line, copy);
      expect(result.code, `${line}\n${result.output}`).toBe(0);
    }
    // What regeneration made is what is committed, and the package is where the README says.
    expect(spawnSync('git', ['status', '--porcelain', '--', 'src/generated', 'packages/client/src', 'server/src/area-list.generated.ts'], { cwd: copy, encoding: 'utf8' }).stdout).toBe('');
    const { version } = JSON.parse(fs.readFileSync(path.join(copy, 'packages/client/package.json'), 'utf8')) as { version: string };
    const packed = `tenant-console-client-${version}.tgz`;
    expect(fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')).toContain(packed);
    expect(fs.existsSync(path.join(copy, 'packages/client', packed))).toBe(true);
  });
});

describe('the README for CI pipelines: the recipe runs as written', () => {
  const pidFile = path.join(REPO_ROOT, 'mock.pid');
  // Another job's mock on the same runner: the recipe must leave it running.
  let neighbour: MockProcess;
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  beforeAll(async () => {
    neighbour = await startMock();
  }, 90_000);
  afterAll(() => {
    neighbour.child.kill('SIGTERM');
    // Only if the recipe failed before its last line: the mock it started, by the id it wrote.
    if (fs.existsSync(pidFile)) process.kill(Number(fs.readFileSync(pidFile, 'utf8')), 'SIGTERM');
  });

  it('starts the mock server, waits for it, asks for a success, a 404, a named 409 and a page, and stops it and nothing else', async () => {
    const lines = commandsOf('For CI pipelines');
    expect(lines[0]).toBe(SET_UP_BEFORE_THE_TEST);
    let serverPid: number | undefined;
    let serverCommand: string[] = [];
    const outputs = lines.slice(1).map((line, index, rest) => {
      // Read before the last line, which stops the server: the process it names must be the server itself.
      if (index === rest.length - 1) {
        serverPid = Number(fs.readFileSync(pidFile, 'utf8'));
        serverCommand = fs.readFileSync(`/proc/${serverPid}/cmdline`, 'utf8').split('\0');
      }
      const result = bash(line, REPO_ROOT);
      expect(result.code, `${line}\n${result.output}`).toBe(0);
      return result.output;
    });
    const [, , success, notFound, conflict, page] = outputs.map((output) => (output.startsWith('{') ? (JSON.parse(output) as { code: number; data: unknown }) : output));
    expect(success).toMatchObject({ code: 0, data: { tenantId: expect.any(Number) } });
    expect(notFound).toEqual({ code: 40401, message: 'Tenant 42 does not exist', data: null });
    expect(conflict).toEqual({ code: 40900, message: "The username 'acme' is taken by another tenant", data: { field: 'username' } });
    expect(String(page).trim()).toBe('content-range: tenants 5-9/60');

    // node running mock/server.ts itself, not npm or tsx in front of it.
    expect(serverCommand[0]).toBe(process.execPath);
    expect(serverCommand).toContain('mock/server.ts');
    await vi.waitFor(() => expect(alive(serverPid ?? 0)).toBe(false), { timeout: 10_000 });
    expect(fs.existsSync(pidFile)).toBe(false);
    await expect(fetch('http://127.0.0.1:4010/api/v1/auth/me')).rejects.toThrow();
    const stillThere = await fetch(`${neighbour.url}/v1/auth/me`, { headers: { authorization: 'Bearer ci' } });
    expect(stillThere.status).toBe(200);
  });
});
