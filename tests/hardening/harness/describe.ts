import fs from 'node:fs';
import path from 'node:path';
import { describe } from 'vitest';
import { REPO_ROOT } from '../../helpers/server-process.js';
import { dialect, postgresMissing } from './server.js';

/**
 * `describe` for the reliability suite: runs on the project's database, and on PostgreSQL is
 * skipped, with its reason in the name, when no server is configured.
 */
export function describeHardening(name: string, body: () => void): void {
  if (postgresMissing) {
    describe.skip(`${name} [skipped: TEST_DATABASE_URL is not set, so PostgreSQL is not tested]`, body);
  } else {
    describe(`${name} [${dialect}]`, body);
  }
}

/** The suite's figures, printed and kept in test-results/ for the people who read the run. */
export function report(part: string, figures: Record<string, number | string>): void {
  const line = Object.entries(figures).map(([name, value]) => `${name} ${value}`).join(', ');
  console.log(`[hardening:${dialect}] ${part}: ${line}`);
  const file = path.join(REPO_ROOT, 'test-results', `hardening-${dialect}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  fs.writeFileSync(file, `${JSON.stringify({ ...previous, [part]: figures }, null, 2)}\n`);
}
