#!/usr/bin/env node
// `npm run test:hardening [-- --full] [-- other vitest arguments]`: the reliability suite alone,
// on SQLite and (with TEST_DATABASE_URL) PostgreSQL; --full runs the larger counts.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const full = args.includes('--full');
const rest = args.filter((arg) => arg !== '--full');
const { status } = spawnSync('npx', ['vitest', 'run', '--project', 'hardening:*', ...rest], {
  stdio: 'inherit',
  env: { ...process.env, ...(full && { HARDENING_FULL: '1' }) },
});
process.exit(status ?? 1);
