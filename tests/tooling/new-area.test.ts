import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeFixture } from './new-area/merge-fixture.js';

const ROOT = process.cwd();
const FIXTURE = path.join(ROOT, 'tests/tooling/new-area/widgets.openapi.yaml');

/**
 * The checks and suites that cover a new area, as `npm test` runs them, on the area's own files. The
 * menu's own suite is not among them (71 s of whole-console renders, the longest of these): it reads
 * its entries from the resource list, which `console-resources` holds, and the area's screen test
 * finds the area's entry in the menu.
 */
const COVERING_TESTS = [
  'tests/server/api/widgets.test.ts',
  'tests/console/resources/widgets.test.tsx',
  'tests/console/contract/widgets-mock-list.node.test.ts',
  'tests/console/contract/i18n-keys.test.ts',
  'tests/console/contract/audit-sentences.test.ts',
  'tests/console/contract/audit-sentence-export.node.test.ts',
  'tests/console/contract/area-lists.node.test.ts',
  'tests/console/app/console-resources.test.ts',
  'tests/server/unit/area-boundaries.test.ts',
  'tests/server/unit/tenant-header-everywhere.test.ts',
  'tests/tooling/readme-api-table.test.ts',
  'tests/tooling/mock-server.test.ts',
];

interface Ran {
  status: number | null;
  output: string;
}

/** The environment of a command run in the copy as a person would run it: no trace of this test run's vitest. */
function cleanEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST_LANE' && name !== 'NODE_ENV'));
}

// The guide (docs/architecture.md, "Adding an area") made executable: a throw-away area is written
// from the contract alone into a copy of this checkout, and every check that covers an area must
// pass on it. When the code moves and the generator does not, this fails.
describe('npm run new:area: a plain area written from its contract alone', { timeout: 900_000 }, () => {
  let copy: string;
  const run = (command: string, args: string[]): Ran => {
    const result = spawnSync(command, args, { cwd: copy, env: cleanEnvironment(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };
  const read = (file: string) => fs.readFileSync(path.join(copy, file), 'utf8');

  beforeAll(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-new-area-'));
    // The checkout's files as git knows them (committed or new), without what is built or installed.
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
    for (const file of files.filter((name) => name !== '' && fs.existsSync(path.join(ROOT, name)))) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      // Links as links (the client package's view of src/), relative as committed.
      fs.cpSync(path.join(ROOT, file), path.join(copy, file), { verbatimSymlinks: true });
    }
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    const contract = path.join(copy, 'openapi/openapi.yaml');
    fs.writeFileSync(contract, mergeFixture(contract, FIXTURE));
    const generated = run('npm', ['run', 'generate']);
    expect(generated.status, generated.output).toBe(0);
    // Copying a thousand files and generating the code: seconds on a quiet machine, more beside the browser lane.
  }, 300_000);
  afterAll(() => {
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  it('refuses a tag the contract does not have, or an area it cannot make plain, and writes nothing', () => {
    const absent = run('node', ['scripts/new-area.mjs', 'gadgets']);
    expect(absent.status).toBe(1);
    expect(absent.output).toContain('The contract has no operation tagged "gadgets"');
    const special = run('node', ['scripts/new-area.mjs', 'webhooks']);
    expect(special.status).toBe(1);
    expect(special.output).toContain('rotateWebhookSecret (POST /v1/webhooks/{id}/secret)');
    expect(fs.existsSync(path.join(copy, 'server/src/modules/gadgets'))).toBe(false);
    expect(read('src/app/resource-list.ts')).not.toContain('gadgets');
  });

  it('writes the area, registers it, regenerates what follows from it, and will not write it twice', () => {
    const written = run('node', ['scripts/new-area.mjs', 'widgets']);
    expect(written.status, written.output).toBe(0);
    for (const file of ['server/src/modules/widgets/index.ts', 'server/src/modules/widgets/list.ts', 'src/resources/widgets/widget-views.tsx', 'src/i18n/locales/zh/widgets.ts', 'tests/server/api/widgets.test.ts']) {
      expect(fs.existsSync(path.join(copy, file)), file).toBe(true);
    }
    // The new area joins the list just before the audit log, which stays last.
    expect(read('src/app/resource-list.ts')).toContain('[tenants, users, webhooks, attributes, widgets, auditEvents]');
    expect(read('server/src/area-list.generated.ts')).toContain("import * as widgets from './modules/widgets/index.js';");
    expect(read('src/i18n/locales/zh/widgets.ts')).toContain("name: '名称'");
    expect(read('README.md')).toContain('| widgets | `GET /api/v1/widgets` |');
    const again = run('node', ['scripts/new-area.mjs', 'widgets']);
    expect(again.status).toBe(1);
    expect(again.output).toContain('these exist already');
  });

  it('typechecks, lints clean, and leaves the generated code current', () => {
    for (const project of ['tsconfig.json', 'tests/tsconfig.json']) {
      const checked = run('npx', ['tsc', '-p', project, '--noEmit']);
      expect(checked.status, checked.output).toBe(0);
    }
    const touched = ['server/src/modules/widgets', 'server/src/db/migrations', 'server/src/modules/audit/sentence-words.ts', 'src/resources/widgets', 'src/i18n', 'src/app/resource-list.ts', 'tests/helpers/lists', ...COVERING_TESTS.slice(0, 3)];
    const linted = run('npx', ['eslint', '--max-warnings', '0', ...touched]);
    expect(linted.status, linted.output).toBe(0);
    const before = read('server/src/area-list.generated.ts') + read('src/generated/zod/widgets/widgets.zod.ts');
    expect(run('npm', ['run', 'generate']).status).toBe(0);
    expect(read('server/src/area-list.generated.ts') + read('src/generated/zod/widgets/widgets.zod.ts')).toBe(before);
  });

  it('passes its own tests and every check that covers an area, on SQLite and on PostgreSQL where TEST_DATABASE_URL is set', () => {
    const tested = run('npx', ['vitest', 'run', ...COVERING_TESTS]);
    expect(tested.status, tested.output.slice(-20_000)).toBe(0);
    expect(tested.output).toMatch(/api:sqlite.*tests\/server\/api\/widgets\.test\.ts/);
    if (process.env['TEST_DATABASE_URL']) expect(tested.output).toMatch(/api:postgres.*tests\/server\/api\/widgets\.test\.ts/);
  });
});
