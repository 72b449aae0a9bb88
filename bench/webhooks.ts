/**
 * `npm run bench:webhooks`: the webhook outbox's figures (its cost on a write, the delay to delivery, deliveries a second, and
 * another tenant's delay while one tenant's receivers hang), on SQLite with the built server. Reports; never fails on a figure.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './lib/processes.js';
import { benchWebhooks } from './lib/webhook-bench.js';
import { benchWebhookFairness } from './lib/webhook-fairness-bench.js';

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-bench-webhooks-'));
  const admin = { username: 'admin', password: `bench-${randomBytes(6).toString('hex')}` };
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, JWT_SECRET: randomBytes(32).toString('hex'), REDIS_URL: '', LOG_LEVEL: 'warn' };
  try {
    await run(process.execPath, ['server/dist/server/src/store/seed-cli.js', '--tenants', '10', '--password', 'bench-owner-password'], env);
    const log = (line: string) => console.log(line);
    const figures = { ...(await benchWebhooks({ env, admin, seconds: 5, log })), ...(await benchWebhookFairness({ env, admin, log })) };
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
