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
  /** Who sent the current link; null when nobody did, or it predates the invitations' table. */
  invitedBy: string | null;
}

/** An invitation to write: its account, where and as what it was sent, who sent it, and its link. */
export interface NewInvitation {
  userId: number;
  tenantId: number;
  email: string;
  role: 'owner' | 'member';
  /** Who sends it; absent when nobody does (a tenant's first owner at sign-up). */
  inviter?: { userId: number | null; username: string };
  tokenHash: string;
}

/** An invitation's link as the accept page reads it: whose account, until when, and whether it was followed. */
export interface InvitationLink {
  userId: number;
  expiresAt: string;
  acceptedAt: string | null;
}

/**
 * Invitations (migration 0035): one row per link sent, kept once it ends (`accepted`, `replaced`
 * by a link sent again, `withdrawn`), so that a tenant keeps who invited whom. The invited person
 * is a user of the tenant without a password (`INVITED_PASSWORD`) until they accept.
 */
export class InvitationRepository {
  constructor(private readonly db: Db) {}

  /** A new invitation link for the user; the one sent before (if open) is replaced and stops working. */
  async invite(invitation: NewInvitation, now: string, expiresAt: string, db: Db): Promise<void> {
    await db
      .updateTable('invitations')
      .set({ state: 'replaced', ended_at: now })
      .where('user_id', '=', invitation.userId)
      .where('state', '=', 'pending')
      .execute();
    await db.insertInto('invitations').values(rowOf(invitation, now, expiresAt)).execute();
  }

  /** The first invitations of users invited just now (they have none to replace), a few hundred a statement. */
  async inviteAll(invitations: readonly NewInvitation[], now: string, expiresAt: string, db: Db): Promise<void> {
    for (const part of inChunks(invitations)) {
      await db
        .insertInto('invitations')
        .values(part.map((invitation) => rowOf(invitation, now, expiresAt)))
        .execute();
    }
  }

  /** The tenant's invited users who have not chosen a password, oldest invitation first; `userId` narrows to one. */
  async openInvitations(tenantId: number, now: string, userId?: number, db: Db = this.db): Promise<OpenInvitation[]> {
    const rows = await db
      .selectFrom('invitations')
      .innerJoin('users', 'users.user_id', 'invitations.user_id')
      .select(['users.user_id', 'users.username', 'users.email', 'users.role', 'invitations.created_at', 'invitations.expires_at', 'invitations.inviter_name'])
      .where('invitations.tenant_id', '=', tenantId)
      .where('invitations.state', '=', 'pending')
      .where('users.password_hash', '=', INVITED_PASSWORD)
      .$if(userId !== undefined, (query) => query.where('users.user_id', '=', userId ?? 0))
      .orderBy('invitations.created_at')
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
        invitedBy: row.inviter_name,
      };
    });
  }

  /** The link of this token, pending or accepted; a link replaced or withdrawn is no link any more. */
  async findLink(tokenHash: string, db: Db = this.db): Promise<InvitationLink | undefined> {
    const row = await db
      .selectFrom('invitations')
      .select(['user_id', 'expires_at', 'ended_at', 'state'])
      .where('token_hash', '=', tokenHash)
      .where('state', 'in', ['pending', 'accepted'])
      .executeTakeFirst();
    if (!row || row.user_id === null) return undefined;
    return { userId: row.user_id, expiresAt: fromDbTimestamp(row.expires_at), acceptedAt: row.state === 'accepted' && row.ended_at !== null ? fromDbTimestamp(row.ended_at) : null };
  }

  /** Accepts the invitation of this token: false when it was accepted first (two tabs at once), so only one sets a password. */
  async accept(tokenHash: string, now: string, db: Db): Promise<boolean> {
    const accepted = await db.updateTable('invitations').set({ state: 'accepted', ended_at: now }).where('token_hash', '=', tokenHash).where('state', '=', 'pending').executeTakeFirst();
    return Number(accepted.numUpdatedRows) === 1;
  }

  /** Ends the user's open invitation as withdrawn (before their account is removed). */
  async withdraw(userId: number, now: string, db: Db): Promise<void> {
    await db.updateTable('invitations').set({ state: 'withdrawn', ended_at: now }).where('user_id', '=', userId).where('state', '=', 'pending').execute();
  }
}

function rowOf(invitation: NewInvitation, now: string, expiresAt: string) {
  return {
    tenant_id: invitation.tenantId,
    user_id: invitation.userId,
    email: invitation.email,
    role: invitation.role,
    inviter_id: invitation.inviter?.userId ?? null,
    inviter_name: invitation.inviter?.username ?? null,
    token_hash: invitation.tokenHash,
    state: 'pending' as const,
    created_at: now,
    expires_at: expiresAt,
    ended_at: null,
  };
}
