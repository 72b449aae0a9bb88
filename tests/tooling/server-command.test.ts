import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSWORD_HASH_MEMORY_KIB } from '../../server/src/auth/passwords.js';
import { parseServerCommand, serverCommand } from '../../scripts/server-command.mjs';
import { REPO_ROOT } from '../helpers/server-process.js';

// The cluster, the benchmark and the hardening suite start the server as `npm start` does.
describe("the server's command", () => {
  it('reads the variables set before node, then node’s options and the script', () => {
    expect(parseServerCommand('node build.mjs && A_B=1 C=x=y node --flag server.js')).toEqual({ env: { A_B: '1', C: 'x=y' }, args: ['--flag', 'server.js'] });
    expect(parseServerCommand('node --flag server.js')).toEqual({ env: {}, args: ['--flag', 'server.js'] });
  });

  it('refuses a start script that does not end by running node', () => {
    expect(() => parseServerCommand('tsx server.ts')).toThrow('Cannot read the server command from "npm start": tsx server.ts');
    expect(() => parseServerCommand('A=1 node')).toThrow('Cannot read the server command');
  });

  it('is npm start’s, with the script as a path that exists', () => {
    const { env, args } = serverCommand(REPO_ROOT);
    expect(args.slice(0, -1)).toEqual(['--max-semi-space-size=4', '--heap-growing-percent=50', '--expose-gc']);
    expect(args.at(-1)).toBe(path.join(REPO_ROOT, 'server/dist/server/src/server.js'));
    expect(fs.existsSync(path.join(REPO_ROOT, 'server/src/server.ts'))).toBe(true);
    // A password hash's memory is mapped and given back when freed: without the setting, glibc
    // raises its threshold after the first hash and keeps the next one's 19 MiB in a thread's arena.
    const threshold = Number(env['MALLOC_MMAP_THRESHOLD_']);
    expect(threshold).toBeGreaterThanOrEqual(128 * 1024);
    expect(threshold).toBeLessThan(PASSWORD_HASH_MEMORY_KIB * 1024);
  });
});
