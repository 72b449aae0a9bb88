import type { ColumnType, Generated } from 'kysely';
import type { ApiTokenRevokedReason } from '../../../src/generated/model/apiTokenRevokedReason.js';

/**
 * Booleans are 0/1 in SQLite and `boolean` in PostgreSQL; both accept 0/1 on the way in
 * (PostgreSQL parses the untyped parameter '1' as true).
 */
export type DbBoolean = ColumnType<boolean | number, 0 | 1, 0 | 1>;
/** ISO-8601 text in SQLite, `timestamptz` (read back as Date) in PostgreSQL. */
export type DbTimestamp = ColumnType<Date | string, string, string>;
/** A timestamp that is null until set, and may be left out of an insert. */
type NullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;

export interface TenantsTable {
  tenant_id: Generated<number>;
  username: string;
  enabled: DbBoolean;
  remark: string;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
  /** Signed up under `SIGNUP=approval`, not yet decided (migration 0023). */
  awaiting_approval: ColumnType<boolean | number, 0 | 1 | undefined, 0 | 1>;
  /** Deleted, restorable until `purge_at`; null for a tenant that is not. */
  deleted_at: NullableTimestamp;
  purge_at: NullableTimestamp;
  /** Whether a deleted tenant was enabled, for its restore. */
  enabled_before_delete: ColumnType<boolean | number | null, 0 | 1 | null | undefined, 0 | 1 | null>;
  /** Its own policy over the instance's, as JSON (migration 0032); null for none. */
  policy: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One tenant's claim of a domain name: several tenants may claim one, at most one holds it verified. */
export interface DomainsTable {
  domain_id: Generated<number>;
  tenant_id: number;
  name: string;
  created_at: DbTimestamp;
  proof_state: Generated<DomainProofState>;
  proof_reason: string | null;
  /** JSON array of the values found instead of the expected one. */
  proof_found: string | null;
  proof_checked_at: DbTimestamp | null;
  verified_at: DbTimestamp | null;
  /** When another tenant's proof took the name this claim held verified (migration 0026). */
  proved_elsewhere_at: NullableTimestamp;
}

export type DomainProofState = 'pending' | 'verified' | 'failed';

export interface UsersTable {
  user_id: Generated<number>;
  tenant_id: number;
  username: string;
  password_hash: string;
  is_admin: DbBoolean;
  role: UserRole;
  display_name: string;
  email: string | null;
  enabled: DbBoolean;
  must_change_password: DbBoolean;
  two_factor_enabled: DbBoolean;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
  last_sign_in_at: DbTimestamp | null;
  token_version: Generated<number>;
  /** Base32; null while two-factor sign-in is off. */
  totp_secret: string | null;
  /** A bigint in PostgreSQL, which `pg` reads back as text. */
  totp_last_step: number | string | null;
  totp_failures: Generated<number>;
  totp_locked_until: DbTimestamp | null;
  kind: Generated<UserKind>;
  description: Generated<string>;
  /** By when two-factor sign-in must be on, under a requirement that covers the user (migration 0033). */
  two_factor_due_at: DbTimestamp | null;
}

/** A person signs in with a password; a service account is a program's, and calls with API tokens only. */
export type UserKind = 'person' | 'service';

export type UserRole = 'owner' | 'member';

export interface AuditEventsTable {
  /** A bigint in PostgreSQL, which `pg` reads back as text. */
  event_id: Generated<number | string>;
  at: DbTimestamp;
  action: string;
  actor_user_id: number | null;
  actor_username: string;
  actor_is_admin: DbBoolean;
  tenant_id: number | null;
  target_type: string;
  target_id: string;
  target_label: string;
  /** JSON: field → {before, after}. */
  changes: string;
  request_id: string;
  client_address: string;
  user_agent: string;
  /** The API token the call was made with; null for a session. */
  actor_token_name: string | null;
  /** The owner an administrator acted as (migration 0024). */
  actor_on_behalf_of_id: ColumnType<number | null, number | null | undefined, number | null>;
  actor_on_behalf_of_name: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AuditRetentionGrantTable {
  granted: number;
}

export interface PasswordResetLinksTable {
  /** SHA-256 of the link's token, hex. */
  token_hash: string;
  user_id: number;
  created_at: DbTimestamp;
  expires_at: DbTimestamp;
  used_at: DbTimestamp | null;
  /** `reset` (30 minutes) or `invitation` (7 days): migration 0023; `emailUndo` (7 days): migration 0025. */
  purpose: Generated<LinkPurpose>;
  /** `emailUndo` only: the address the link gives the account back (migration 0025). */
  restore_email: string | null;
}

export type LinkPurpose = 'reset' | 'invitation' | 'emailUndo';

/** Every invitation, open or ended (migration 0035); before it, an invitation was a password link of purpose `invitation`. */
export interface InvitationsTable {
  /** A bigint in PostgreSQL, which `pg` reads back as text. */
  invitation_id: Generated<number | string>;
  tenant_id: number;
  /** The invited account (no password until they accept); null once the invitation is withdrawn and the account removed. */
  user_id: number | null;
  email: string;
  role: 'owner' | 'member';
  /** Who sent it; null for a first owner invited without a sender, or once the sender is deleted. */
  inviter_id: number | null;
  inviter_name: string | null;
  /** SHA-256 of the link's token, hex. */
  token_hash: string;
  state: InvitationState;
  created_at: DbTimestamp;
  expires_at: DbTimestamp;
  /** When it was accepted, replaced by a new link, or withdrawn. */
  ended_at: DbTimestamp | null;
}

export type InvitationState = 'pending' | 'accepted' | 'replaced' | 'withdrawn';

export interface RecoveryCodesTable {
  user_id: number;
  /** SHA-256 of the code as typed without its hyphen, hex. */
  code_hash: string;
}

/** API tokens (migration 0021): read on every call made with one, so declared with the sessions. */
export interface ApiTokensTable {
  /** A bigint in PostgreSQL, which `pg` reads back as text. */
  token_id: Generated<number | string>;
  token_hash: string;
  user_id: number;
  name: string;
  prefix: string;
  created_at: DbTimestamp;
  expires_at: DbTimestamp | null;
  last_used_at: DbTimestamp | null;
  last_used_from: string | null;
  /** Revoked rather than deleted, so the list says when and why (migration 0025). */
  revoked_at: DbTimestamp | null;
  revoked_reason: ApiTokenRevokedReason | null;
}

/** Why an API token stopped, as the contract names it. */
export type { ApiTokenRevokedReason };

/** A tenant's webhook endpoints (migration 0022). */
export interface WebhookEndpointsTable {
  /** A bigint in PostgreSQL, which `pg` reads back as text. */
  endpoint_id: Generated<number | string>;
  tenant_id: number;
  url: string;
  description: string;
  /** Each event type between spaces: ` user.* tenant.disabled `. */
  event_types: string;
  enabled: DbBoolean;
  disabled_reason: string | null;
  consecutive_failures: Generated<number>;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_until: DbTimestamp | null;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
  /** When the worker last claimed one of its deliveries (migration 0029): claims take endpoints in turn by it. */
  last_claimed_at: DbTimestamp | null;
}

export type WebhookDeliveryStatus = 'pending' | 'delivering' | 'succeeded' | 'failed';

/** The outbox (migration 0022): written with the audit event it tells of, sent by the worker. */
export interface WebhookDeliveriesTable {
  delivery_id: Generated<number | string>;
  endpoint_id: number | string;
  event_id: number | string | null;
  event_type: string;
  /** The JSON body sent. */
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: Generated<number>;
  next_attempt_at: DbTimestamp | null;
  locked_until: DbTimestamp | null;
  last_attempt_at: DbTimestamp | null;
  response_status: number | null;
  response_body: string | null;
  error: string | null;
  created_at: DbTimestamp;
}

export interface SessionsTable {
  session_id: Generated<number | string>;
  token_hash: string;
  user_id: number;
  created_at: DbTimestamp;
  last_seen_at: DbTimestamp;
  expires_at: DbTimestamp;
  client_address: string;
  user_agent: string;
  /** An acting session (migration 0024): the administrator behind it, and why. */
  impersonator_id: ColumnType<number | null, number | null | undefined, number | null>;
  impersonator_name: ColumnType<string | null, string | null | undefined, string | null>;
  impersonation_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the person last gave their password in this session (migration 0025): signing in does. */
  password_confirmed_at: DbTimestamp | null;
}

/**
 * Every table, by name. An area whose table no other code reads declares it beside its repository
 * instead, adding it to this interface (`declare module '…/db/database.js'`): see
 * `modules/accounts/reset-request-repository.ts`.
 */
export interface Database {
  tenants: TenantsTable;
  domains: DomainsTable;
  users: UsersTable;
  audit_events: AuditEventsTable;
  audit_retention_grant: AuditRetentionGrantTable;
  password_reset_links: PasswordResetLinksTable;
  invitations: InvitationsTable;
  recovery_codes: RecoveryCodesTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

export function toDbBoolean(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

export function fromDbBoolean(value: boolean | number): boolean {
  return value === true || value === 1;
}

export function fromDbTimestamp(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
