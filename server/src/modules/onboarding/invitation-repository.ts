import type { Kysely } from 'kysely';
import { INVITED_PASSWORD } from '../../auth/passwords.js';
import { fromDbTimestamp, type Database } from '../../db/database.js';
import { inChunks } from '../../db/in-chunks.js';

type Db = Kysely<Database>;

/** An invited user who has not chosen a password yet, with their latest link. */
export interface OpenInvitation {
  userId: number;
  username: string;
  email: string;
  role: 'owner' | 'member';
  invitedAt: string;
  expiresAt: string;
  expired: boolean;
}


/**
 * Invitations: a user of a tenant without a password (`INVITED_PASSWORD`) and a link with the
 * purpose `invitation` to choose one, kept in the password links' table (migration 0023).
 */
export class InvitationRepository {
  constructor(private readonly db: Db) {}

  /** A new invitation link for the user; the links sent before stop working. */
  async invite(userId: number, tokenHash: string, now: string, expiresAt: string, db: Db): Promise<void> {
    await db.deleteFrom('password_reset_links').where('user_id', '=', userId).where('purpose', '=', 'invitation').execute();
    await db.insertInto('password_reset_links').values({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: expiresAt, used_at: null, purpose: 'invitation' }).execute();
  }

  /** The first invitation links of users invited just now (they have none to replace), a few hundred a statement. */
  async inviteAll(links: readonly { userId: number; tokenHash: string }[], now: string, expiresAt: string, db: Db): Promise<void> {
    for (const part of inChunks(links)) {
      await db
        .insertInto('password_reset_links')
        .values(part.map(({ userId, tokenHash }) => ({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: expiresAt, used_at: null, purpose: 'invitation' as const })))
        .execute();
    }
  }

  /** The tenant's invited users who have not chosen a password, oldest invitation first; `userId` narrows to one. */
  async openInvitations(tenantId: number, now: string, userId?: number, db: Db = this.db): Promise<OpenInvitation[]> {
    const rows = await db
      .selectFrom('users')
      .innerJoin('password_reset_links as links', 'links.user_id', 'users.user_id')
      .select(['users.user_id', 'users.username', 'users.email', 'users.role', 'links.created_at', 'links.expires_at'])
      .where('users.tenant_id', '=', tenantId)
      .where('users.password_hash', '=', INVITED_PASSWORD)
      .where('links.purpose', '=', 'invitation')
      .where('links.used_at', 'is', null)
      .$if(userId !== undefined, (query) => query.where('users.user_id', '=', userId ?? 0))
      .orderBy('links.created_at')
      .orderBy('users.user_id')
      .execute();
    return rows.map((row) => {
      const expiresAt = fromDbTimestamp(row.expires_at);
      return {
        userId: row.user_id,
        username: row.username,
        email: row.email ?? '',
        role: row.role,
        invitedAt: fromDbTimestamp(row.created_at),
        expiresAt,
        expired: Date.parse(expiresAt) <= Date.parse(now),
      };
    });
  }
}
