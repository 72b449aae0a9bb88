import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DomainProof, Tenant } from '../../../src/generated/model/index.js';
import { openDatabase } from '../../../server/src/db/client.js';
import { migrationFiles } from '../../../server/src/db/migrate.js';
import { uniqueViolationOn } from '../../../server/src/db/unique-violation.js';
import { createTemporaryDatabase, testDatabaseUrl } from '../../helpers/postgres.js';
import { describeApi, dialect, startTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';

const CLAIMS_MIGRATION = '0026-domain-claims';

describeApi('migration 0026 turns domains into claims and keeps every domain there was', () => {
  let t: TestApp;
  let admin: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-claims-'));
  let database: { url: string; drop: () => Promise<void> } | undefined;
  const ids = { acme: 0, globex: 0, shop: 0, www: 0, gone: 0 };

  const search = async (q: string) =>
    (await t.call<Envelope<Tenant[]>>('listTenantsWithDomains', { token: admin, query: { filter: JSON.stringify({ q }), range: '[0,24]' } })).body.data.map((tenant) => tenant.username);
  const asGlobex = () => ({ token: admin, headers: { 'x-tenant-id': String(ids.globex) } });

  beforeAll(async () => {
    database = dialect === 'postgres' ? await createTemporaryDatabase(testDatabaseUrl) : undefined;
    // The schema as it was before the migration, with domains in it: one proved, one not, and one
    // removed after the others were added, so that the largest id given is no longer in the table.
    const before = openDatabase({ databaseUrl: database?.url, dataDir });
    try {
      const names = Object.keys(await migrationFiles.getMigrations()).sort();
      const previous = names[names.indexOf(CLAIMS_MIGRATION) - 1] ?? '';
      const { error } = await new Migrator({ db: before.db, provider: migrationFiles }).migrateTo(previous);
      if (error !== undefined) throw error;
      const now = new Date().toISOString();
      const tenant = async (username: string) =>
        (await before.db.insertInto('tenants').values({ username, enabled: 1, remark: '', created_at: now, updated_at: now }).returning('tenant_id').executeTakeFirstOrThrow()).tenant_id;
      ids.acme = await tenant('acme');
      ids.globex = await tenant('globex');
      const domain = async (tenantId: number, name: string, verified: boolean) =>
        (
          await before.db
            .insertInto('domains')
            .values({ tenant_id: tenantId, name, created_at: now, ...(verified && { proof_state: 'verified', proof_checked_at: now, verified_at: now }) })
            .returning('domain_id')
            .executeTakeFirstOrThrow()
        ).domain_id;
      ids.shop = await domain(ids.acme, 'shop.acme.example', true);
      ids.www = await domain(ids.acme, 'www.acme.example', false);
      ids.gone = await domain(ids.globex, 'gone.globex.example', false);
      await before.db.deleteFrom('domains').where('domain_id', '=', ids.gone).execute();
    } finally {
      await before.db.destroy();
    }
    t = await startTestApp({ dataDir, databaseUrl: database?.url });
    admin = await t.adminToken();
  });
  afterAll(async () => {
    await t.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps each domain with its id, tenant and proof, and finds its tenant by it', async () => {
    const acme = (await t.call<Envelope<Tenant>>('getTenant', { token: admin, params: { id: ids.acme } })).body.data;
    expect(acme.domains).toEqual([
      { domainId: ids.shop, name: 'shop.acme.example', verified: true },
      { domainId: ids.www, name: 'www.acme.example', verified: false },
    ]);
    const proofs = (await t.call<Envelope<DomainProof[]>>('listDomainProofs', { token: admin, headers: { 'x-tenant-id': String(ids.acme) } })).body.data;
    expect(proofs.map((proof) => [proof.name, proof.state, proof.provedElsewhereAt])).toEqual([
      ['shop.acme.example', 'verified', null],
      ['www.acme.example', 'pending', null],
    ]);
    expect(await search('www.acme')).toEqual(['acme']);
  });

  it('lets another tenant claim a name afterwards, with an id never given before, searchable until it is removed', async () => {
    const claimed = await t.call<Envelope<DomainProof>>('addDomain', { ...asGlobex(), body: { name: 'shop.acme.example' } });
    expect(claimed.status).toBe(201);
    // The proof token is made from the id: an id given again would repeat a removed claim's token.
    expect(claimed.body.data.domainId).toBeGreaterThan(ids.gone);
    expect(await search('shop.acme')).toEqual(['acme', 'globex']);
    expect((await t.call('removeDomain', { ...asGlobex(), params: { name: 'shop.acme.example' } })).status).toBe(204);
    expect(await search('shop.acme')).toEqual(['acme']);
  });

  it('holds at most one verified claim of a name', async () => {
    await t.call('addDomain', { ...asGlobex(), body: { name: 'www.acme.example' } });
    await t.app.database.db.updateTable('domains').set({ proof_state: 'verified', verified_at: new Date().toISOString() }).where('domain_id', '=', ids.www).execute();
    const second = t.app.database.db.updateTable('domains').set({ proof_state: 'verified' }).where('name', '=', 'www.acme.example').where('tenant_id', '=', ids.globex).execute();
    expect(uniqueViolationOn(await second.then(() => undefined, (error: unknown) => error))).toBe('verifiedDomain');
  });
});
