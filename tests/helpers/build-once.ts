import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server-process.js';

/**
 * Marks what this test run has built, so suites that need it share one build. A run is one vitest
 * process, or every lane of `npm test`, which builds first and names the run in `TEST_RUN_ID`
 * (scripts/test.mjs writes these same markers).
 */
function marker(part: string): string {
  return path.join(REPO_ROOT, 'test-results', `.built-${part}-${process.env['TEST_RUN_ID'] ?? process.pid}`);
}

function build(part: 'server' | 'console'): void {
  if (fs.existsSync(marker(part))) return;
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync('npm', ['run', `build:${part}`], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  fs.mkdirSync(path.dirname(marker(part)), { recursive: true });
  fs.writeFileSync(marker(part), new Date().toISOString());
}

/** The compiled server (`server/dist`, started as `server/dist/server/src/server.js`), built at most once per run. */
export function buildServerOnce(): void {
  build('server');
}

/** The compiled server and the built console (`dist`), each built at most once per run. */
export function buildAllOnce(): void {
  build('server');
  build('console');
}
