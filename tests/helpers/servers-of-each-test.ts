import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { startServer, type RunningServer } from './server-process.js';

/**
 * For tests that each start servers: a data folder for them, and after each test every server it
 * started that still runs is killed, so a failed test leaves none behind.
 */
export function serversOfEachTest(prefix: string): { dataDir: string; start: (env: Record<string, string>) => Promise<RunningServer> } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tenant-console-${prefix}-`));
  const started: RunningServer[] = [];
  afterEach(async () => {
    for (const server of started.splice(0)) {
      if (server.child.exitCode !== null) continue;
      server.child.kill('SIGKILL');
      await server.exited;
    }
  });
  return {
    dataDir,
    start: async (env) => {
      const server = await startServer(env);
      started.push(server);
      return server;
    },
  };
}
