import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/server-process.js';

const eslint = new ESLint({ cwd: REPO_ROOT });

/** The import-zone refusals of `source` as if it were the file `file` of this checkout. */
async function zoneRefusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(REPO_ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('the lint zones that keep areas apart', () => {
  it('refuse one console resource importing another, whichever way round, and let it import its own files', async () => {
    expect(await zoneRefusals('src/resources/webhooks/probe.ts', "import users from '../users';\nexport const probe = users;\n")).toEqual([expect.stringContaining('../users')]);
    expect(await zoneRefusals('src/resources/users/probe.ts', "import { WebhookAccess } from '../webhooks/webhook-access';\nexport const probe = WebhookAccess;\n")).toHaveLength(1);
    expect(await zoneRefusals('src/resources/webhooks/probe.ts', "import webhooks from './index';\nexport const probe = webhooks;\n")).toEqual([]);
  });

  it("refuse one server area importing another's files, its index included", async () => {
    expect(await zoneRefusals('server/src/modules/webhooks/probe.ts', "import { repositories } from '../tenants/index.js';\nexport const probe = repositories;\n")).toHaveLength(1);
    expect(await zoneRefusals('server/src/modules/webhooks/probe.ts', "import { enqueueDeliveries } from './outbox.js';\nexport const probe = enqueueDeliveries;\n")).toEqual([]);
  });
});
