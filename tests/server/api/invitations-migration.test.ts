import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newResetToken, resetTokenHash } from '../../../server/src/auth/link-token.js';
import { hashPassword, INVITED_PASSWORD } from '../../../server/src/auth/passwords.js';
import { openDatabase } from '../../../server/src/db/client.js';
import { migrationFiles } from '../../../server/src/db/migrate.js';
import { createTemporaryDatabase, testDatabaseUrl } from '../../helpers/postgres.js';
import { describeApi, dialect, PASSWORD, startTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';

const INVITATIONS_MIGRATION = '0035-invitations';
const DAY_MS = 24 * 3600 * 1000;

/**
 * Before migration 0035 an invitation was a password link of purpose `invitation`. An installation
 * upgraded with invitations out must keep them: each open one listed and its mailed link working,
 * one already followed not working again.
 */
describeApi('migration 0035 moves every invitation into the invitations table, links still working', () => {
  let t: TestApp;
  let owner: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-invitations-'));
  let database: { url: string; drop: () => Promise<void> } | undefined;
  const ids = { tenant: 0, open: 0, accepted: 0 };
  const tokens = { open: newResetToken(), followed: newResetToken() };

  beforeAll(async () => {
    database = dialect === 'postgres' ? await createTemporaryDatabase(testDatabaseUrl) : undefined;
    const before = openDatabase({ databaseUrl: database?.url, dataDir });
    try {
      const names = Object.keys(await migrationFiles.getMigrations()).sort();
      const { error } = await new Migrator({ db: before.db, provider: migrationFiles }).migrateTo(names[names.indexOf(INVITATIONS_MIGRATION) - 1] ?? '');
      if (error !== undefined) throw error;
      const now = new Date();
      const at = now.toISOString();
      ids.tenant = (await before.db.insertInto('tenants').values({ username: 'upgraded', enabled: 1, remark: '', created_at: at, updated_at: at }).returning('tenant_id').executeTakeFirstOrThrow()).tenant_id;
      const user = async (username: string, passwordHash: string, role: 'owner' | 'member' = 'member') =>
        (
          await before.db
            .insertInto('users')
            .values({ tenant_id: ids.tenant, username, password_hash: passwordHash, is_admin: 0, role, display_name: '', email: `${username}@upgraded.example`, enabled: 1, must_change_password: 0, two_factor_enabled: 0, created_at: at, updated_at: at, last_sign_in_at: null, totp_secret: null, totp_last_step: null, totp_locked_until: null, two_factor_due_at: null })
            .returning('user_id')
            .executeTakeFirstOrThrow()
        ).user_id;
      // Its owner (no administrator: the server makes one only in an empty installation).
      await user('upgraded', await hashPassword(PASSWORD), 'owner');
      ids.open = await user('still.invited', INVITED_PASSWORD);
      ids.accepted = await user('already.joined', 'a-hash-from-before');
      const link = (token: string, userId: number, usedAt: string | null) =>
        before.db.insertInto('password_reset_links').values({ token_hash: resetTokenHash(token), user_id: userId, created_at: at, expires_at: new Date(now.getTime() + 7 * DAY_MS).toISOString(), used_at: usedAt, purpose: 'invitation' }).execute();
      await link(tokens.open, ids.open, null);
      await link(tokens.followed, ids.accepted, at);
    } finally {
      await before.db.destroy();
    }
    t = await startTestApp({ dataDir, databaseUrl: database?.url });
    owner = await t.login('upgraded', PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the open invitation, accepts its link once, and refuses the link followed before the upgrade', async () => {
    const listed = await t.call<Envelope<{ userId: number; username: string; expired: boolean }[]>>('listInvitations', { token: owner });
    expect(listed.body.data.map(({ userId, username, expired }) => ({ userId, username, expired }))).toEqual([{ userId: ids.open, username: 'still.invited', expired: false }]);
    expect((await t.call<Envelope<{ username: string; purpose: string }>>('checkPasswordResetLink', { body: { token: tokens.open } })).body.data).toMatchObject({ username: 'still.invited', purpose: 'invitation' });
    expect((await t.call('resetPassword', { body: { token: tokens.open, newPassword: PASSWORD } })).status).toBe(200);
    expect(await t.login('still.invited', PASSWORD)).toEqual(expect.any(String));
    expect((await t.call<{ code: number }>('resetPassword', { body: { token: tokens.open, newPassword: PASSWORD } })).body.code).toBe(41000);
    expect((await t.call<{ code: number }>('checkPasswordResetLink', { body: { token: tokens.followed } })).body.code).toBe(41000);
    const rows = await t.app.database.db.selectFrom('invitations').select(['user_id', 'state']).where('tenant_id', '=', ids.tenant).orderBy('user_id').execute();
    expect(rows.map((row) => [Number(row.user_id), row.state])).toEqual([
      [ids.open, 'accepted'],
      [ids.accepted, 'accepted'],
    ]);
    expect(await t.app.database.db.selectFrom('password_reset_links').select('token_hash').where('purpose', '=', 'invitation').execute()).toEqual([]);
  });
});
