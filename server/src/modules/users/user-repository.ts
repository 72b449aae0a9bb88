import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { INVITED_PASSWORD } from '../../auth/passwords.js';
import type { ActingTenant } from '../../auth/acting-tenant.js';
import { PRINCIPAL_COLUMNS, toPrincipal, type Credentials } from '../../auth/principal.js';
import { fromDbBoolean, fromDbTimestamp, toDbBoolean, type Database, type UserKind, type UserRole } from '../../db/database.js';
import { inChunks } from '../../db/in-chunks.js';
import type { ListQuery } from '../../core/lists/list-query.js';
import type { UserSortField } from './sort-fields.js';

/** Names looked up in one statement at most: well under SQLite's and PostgreSQL's limits on parameters. */
const LOOKUP_CHUNK = 500;

export interface NewUser {
  tenantId: number;
  username: string;
  passwordHash: string;
  isAdmin: boolean;
  role: UserRole;
  displayName?: string;
  email?: string | null;
  mustChangePassword?: boolean;
  kind?: UserKind;
  description?: string;
  enabled?: boolean;
}

/** A user as the contract's `User` has it. */
export interface UserView {
  userId: number;
  username: string;
  kind: UserKind;
  description: string;
  isAdmin: boolean;
  tenantId: number;
  role: UserRole;
  displayName: string;
  email: string | null;
  enabled: boolean;
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
  updatedAt: string;
  lastSignInAt: string | null;
  /** A new address waiting for the link mailed to it; the account keeps `email` until then. */
  pendingEmail: string | null;
}

export interface UserChanges {
  displayName?: string;
  email?: string | null;
  role?: UserRole;
  enabled?: boolean;
  isAdmin?: boolean;
  description?: string;
}

export { USER_SORT_FIELDS, type UserSortField } from './sort-fields.js';

export interface UserFilter {
  /** Trimmed and lower-cased. */
  q?: string;
  role?: UserRole;
  enabled?: boolean;
  kind?: UserKind;
  ids?: number[];
}

type Db = Kysely<Database>;
type UserRow = {
  user_id: number;
  username: string;
  kind: UserKind;
  description: string;
  is_admin: boolean | number;
  tenant_id: number;
  role: UserRole;
  display_name: string;
  email: string | null;
  enabled: boolean | number;
  must_change_password: boolean | number;
  two_factor_enabled: boolean | number;
  created_at: Date | string;
  updated_at: Date | string;
  last_sign_in_at: Date | string | null;
  pending_email: string | null;
};

/**
 * The address the user's open email change waits to confirm, if its link still works: read with
 * every user (a list row and a user's page answer alike), by the email changes' (user, change) index.
 */
function pendingEmail(eb: ExpressionBuilder<Database, 'users'>) {
  return eb
    .selectFrom('email_changes')
    .select('email_changes.new_email')
    .whereRef('email_changes.user_id', '=', 'users.user_id')
    .where('email_changes.used_at', 'is', null)
    .where('email_changes.expires_at', '>', new Date().toISOString())
    .orderBy('email_changes.change_id', 'desc')
    .limit(1)
    .as('pending_email');
}

const USER_COLUMNS = [
  'users.user_id',
  'users.username',
  'users.kind',
  'users.description',
  'users.is_admin',
  'users.tenant_id',
  'users.role',
  'users.display_name',
  'users.email',
  'users.enabled',
  'users.must_change_password',
  'users.two_factor_enabled',
  'users.created_at',
  'users.updated_at',
  'users.last_sign_in_at',
] as const;

function toView(row: UserRow): UserView {
  return {
    userId: row.user_id,
    username: row.username,
    kind: row.kind,
    description: row.description,
    isAdmin: fromDbBoolean(row.is_admin),
    tenantId: row.tenant_id,
    role: row.role,
    displayName: row.display_name,
    email: row.email,
    enabled: fromDbBoolean(row.enabled),
    mustChangePassword: fromDbBoolean(row.must_change_password),
    twoFactorEnabled: fromDbBoolean(row.two_factor_enabled),
    createdAt: fromDbTimestamp(row.created_at),
    updatedAt: fromDbTimestamp(row.updated_at),
    lastSignInAt: row.last_sign_in_at === null ? null : fromDbTimestamp(row.last_sign_in_at),
    pendingEmail: row.pending_email,
  };
}

const SORT_COLUMNS = {
  userId: sql`users.user_id`,
  username: sql`lower(users.username)`,
  role: sql`users.role`,
  enabled: sql`users.enabled`,
  createdAt: sql`users.created_at`,
  lastSignInAt: sql`users.last_sign_in_at`,
} as const;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Users. Everything that reads or writes the users of a tenant takes the `ActingTenant`; only
 * sign-in and the request's principal look a user up by name or id alone.
 */
export class UserRepository {
  constructor(private readonly db: Db) {}

  private withTenant(db: Db = this.db) {
    return db
      .selectFrom('users')
      .innerJoin('tenants', 'tenants.tenant_id', 'users.tenant_id')
      .select([...PRINCIPAL_COLUMNS, 'users.password_hash']);
  }

  /** Usernames match without regard to case, as they are unique that way. */
  async findCredentials(username: string): Promise<Credentials | undefined> {
    const row = await this.withTenant()
      .where(sql<string>`lower(users.username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    return row && { ...toPrincipal(row), passwordHash: row.password_hash };
  }

  /** The account a reset link may be mailed to: by username, or by email, without regard to case. */
  async findByLogin(login: string): Promise<Credentials | undefined> {
    const lower = login.toLowerCase();
    const row = await this.withTenant()
      .where((eb) => eb.or([eb(sql<string>`lower(users.username)`, '=', lower), eb(sql<string>`lower(users.email)`, '=', lower)]))
      .executeTakeFirst();
    return row && { ...toPrincipal(row), passwordHash: row.password_hash };
  }

  async findCredentialsById(userId: number, db: Db = this.db): Promise<Credentials | undefined> {
    const row = await this.withTenant(db).where('users.user_id', '=', userId).executeTakeFirst();
    return row && { ...toPrincipal(row), passwordHash: row.password_hash };
  }

  /**
   * The user's own new password: every token signed before ends (the version goes up) and the
   * obligation to change it is met. Answers the new version, for the token of the session that goes on.
   */
  async changeOwnPassword(userId: number, passwordHash: string, now: string, db: Db): Promise<number> {
    const row = await db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        must_change_password: toDbBoolean(false),
        token_version: eb('token_version', '+', 1),
        updated_at: now,
      }))
      .where('user_id', '=', userId)
      .returning('token_version')
      .executeTakeFirstOrThrow();
    return row.token_version;
  }

  /** The signed-in user's own record, whatever tenant they act in. */
  async findSelf(userId: number, db: Db = this.db): Promise<UserView | undefined> {
    const row = await db.selectFrom('users').select([...USER_COLUMNS, pendingEmail]).where('user_id', '=', userId).executeTakeFirst();
    return row && toView(row);
  }

  /** The sign-in's time, and the date two-factor sign-in is due by when this is the first sign-in a requirement covers. */
  async recordSignIn(userId: number, now: string, db: Db = this.db, twoFactorDueAt?: string): Promise<void> {
    await db
      .updateTable('users')
      .set({ last_sign_in_at: now, ...(twoFactorDueAt !== undefined && { two_factor_due_at: twoFactorDueAt }) })
      .where('user_id', '=', userId)
      .execute();
  }

  /** The tenant's enabled people of these roles, administrators aside, who have not turned two-factor sign-in on. */
  async countWithoutTwoFactor(tenantId: number, roles: readonly UserRole[]): Promise<number> {
    if (roles.length === 0) return 0;
    const row = await this.db
      .selectFrom('users')
      .where(owingTwoFactor(tenantId, roles))
      .where('enabled', '=', toDbBoolean(true))
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * A tenant's requirement changed: its people of these roles without two-factor sign-in are due by
   * `dueAt` (counted from now, for whoever is signed in; the others' first sign-in counts again from
   * then), and nobody else in the tenant owes it.
   */
  async setTwoFactorDue(tenantId: number, roles: readonly UserRole[], dueAt: string, db: Db = this.db): Promise<void> {
    await db.updateTable('users').set({ two_factor_due_at: null }).where('tenant_id', '=', tenantId).where('two_factor_due_at', 'is not', null).execute();
    if (roles.length === 0) return;
    await db.updateTable('users').set({ two_factor_due_at: dueAt }).where(owingTwoFactor(tenantId, roles)).execute();
  }

  async exists(username: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('user_id')
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async create(user: NewUser, now: string, db: Db = this.db): Promise<number> {
    const { user_id: userId } = await db
      .insertInto('users')
      .values(toRow(user, now))
      .returning('user_id')
      .executeTakeFirstOrThrow();
    return userId;
  }

  /**
   * Many users in the caller's transaction, a few hundred a statement (a batch of invitations):
   * answers each one's id by its username, which is unique.
   */
  async createAll(users: readonly NewUser[], now: string, db: Db): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    for (const part of inChunks(users)) {
      const rows = await db.insertInto('users').values(part.map((user) => toRow(user, now))).returning(['user_id', 'username']).execute();
      for (const row of rows) ids.set(row.username, row.user_id);
    }
    return ids;
  }

  /** Many users in one statement, in the caller's transaction (the seed writes hundreds at a time). */
  async createMany(users: NewUser[], now: string): Promise<void> {
    if (users.length > 0) await this.db.insertInto('users').values(users.map((user) => toRow(user, now))).execute();
  }

  // The users of the acting tenant.

  async findInTenant(tenant: ActingTenant, userId: number, db: Db = this.db): Promise<UserView | undefined> {
    const row = await db
      .selectFrom('users')
      .select([...USER_COLUMNS, pendingEmail])
      .where('tenant_id', '=', tenant.tenantId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && toView(row);
  }

  async page(tenant: ActingTenant, query: ListQuery<UserSortField, UserFilter>): Promise<{ rows: UserView[]; total: number }> {
    let base = this.db.selectFrom('users').where('tenant_id', '=', tenant.tenantId);
    const { q, role, enabled, kind, ids } = query.filter;
    if (role !== undefined) base = base.where('role', '=', role);
    if (kind !== undefined) base = base.where('kind', '=', kind);
    if (enabled !== undefined) base = base.where('enabled', '=', toDbBoolean(enabled));
    if (ids !== undefined) base = ids.length === 0 ? base.where(sql<boolean>`1 = 0`) : base.where('user_id', 'in', ids);
    if (q !== undefined) {
      const pattern = likePattern(q);
      const id = /^\d{1,9}$/.test(q) ? Number(q) : undefined;
      base = base.where((eb) =>
        eb.or([
          eb(sql`lower(users.username)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(users.display_name)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(users.email)`, 'like', sql`${pattern} escape '\\'`),
          ...(id === undefined ? [] : [eb('user_id', '=', id)]),
        ]),
      );
    }
    const direction = query.sort.direction === 'asc' ? sql`asc` : sql`desc`;
    // Never signed in comes first ascending and last descending, on both databases (PostgreSQL
    // would put nulls first both ways): a descending list is the ascending one reversed.
    const nulls = query.sort.field !== 'lastSignInAt' ? sql`` : query.sort.direction === 'asc' ? sql` nulls first` : sql` nulls last`;
    const ordering = [
      // The tenant first, though it is one value: the order then is exactly that of the
      // (tenant, column, id) indexes.
      sql`users.tenant_id ${direction}`,
      sql`${SORT_COLUMNS[query.sort.field]} ${direction}${nulls}`,
      sql`users.user_id ${direction}`,
    ];
    // The page's ids first, then their rows: reading ids only, PostgreSQL walks the (tenant,
    // column, id) index alone. Asked for whole rows sorted by id, it took the primary key instead,
    // and read every other tenant's users before the first of this one (200 ms at a million).
    let pageIds = base.select('users.user_id');
    for (const order of ordering) pageIds = pageIds.orderBy(order);
    let page = this.db
      .selectFrom('users')
      .select([...USER_COLUMNS, pendingEmail])
      .where('users.user_id', 'in', pageIds.limit(query.range.end - query.range.start + 1).offset(query.range.start));
    for (const order of ordering) page = page.orderBy(order);
    const [rows, counted] = await Promise.all([
      page.execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toView), total: Number(counted.count) };
  }

  /** Enabled owners of the tenant other than `exceptUserId`: the guard that keeps one. */
  async otherEnabledOwners(tenant: ActingTenant, exceptUserId: number, db: Db): Promise<number> {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('tenant_id', '=', tenant.tenantId)
      .where('role', '=', 'owner')
      .where('enabled', '=', toDbBoolean(true))
      .where('user_id', '!=', exceptUserId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async emailTaken(email: string, exceptUserId: number | undefined, db: Db): Promise<boolean> {
    let query = db.selectFrom('users').select('user_id').where(sql<string>`lower(email)`, '=', email.toLowerCase());
    if (exceptUserId !== undefined) query = query.where('user_id', '!=', exceptUserId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Whether the tenant has an administrator: the system tenant does. */
  async anyAdministratorIn(tenantId: number, db: Db = this.db): Promise<boolean> {
    const row = await db.selectFrom('users').select('user_id').where('tenant_id', '=', tenantId).where('is_admin', '=', toDbBoolean(true)).executeTakeFirst();
    return row !== undefined;
  }

  /** The owners of a tenant who have an email, to tell them of their tenant. */
  async ownerEmailsOf(tenantId: number, db: Db = this.db): Promise<{ username: string; email: string }[]> {
    const rows = await db
      .selectFrom('users')
      .select(['username', 'email'])
      .where('tenant_id', '=', tenantId)
      .where('role', '=', 'owner')
      .where('email', 'is not', null)
      .orderBy('user_id')
      .execute();
    return rows.flatMap((row) => (row.email === null ? [] : [{ username: row.username, email: row.email }]));
  }

  /** Removes a user by id alone (an invitation withdrawn, before the user ever signed in). */
  async deleteInvited(userId: number, db: Db): Promise<boolean> {
    const deleted = await db.deleteFrom('users').where('user_id', '=', userId).where('password_hash', '=', INVITED_PASSWORD).executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1;
  }

  /** Of these addresses (lowercased), those some user has, with the tenant of that user. */
  async emailHolders(emails: readonly string[], db: Db): Promise<Map<string, number>> {
    const holders = new Map<string, number>();
    for (let start = 0; start < emails.length; start += LOOKUP_CHUNK) {
      const chunk = emails.slice(start, start + LOOKUP_CHUNK);
      const rows = await db.selectFrom('users').select([sql<string>`lower(email)`.as('email'), 'tenant_id']).where(sql<string>`lower(email)`, 'in', chunk).execute();
      for (const row of rows) holders.set(row.email, row.tenant_id);
    }
    return holders;
  }

  /** Of these usernames (lowercased), those some user has. */
  async takenUsernames(usernames: readonly string[], db: Db): Promise<Set<string>> {
    const taken = new Set<string>();
    for (let start = 0; start < usernames.length; start += LOOKUP_CHUNK) {
      const chunk = usernames.slice(start, start + LOOKUP_CHUNK);
      const rows = await db.selectFrom('users').select(sql<string>`lower(username)`.as('username')).where(sql<string>`lower(username)`, 'in', chunk).execute();
      for (const row of rows) taken.add(row.username);
    }
    return taken;
  }

  async usernameTaken(username: string, db: Db): Promise<boolean> {
    const row = await db.selectFrom('users').select('user_id').where(sql<string>`lower(username)`, '=', username.toLowerCase()).executeTakeFirst();
    return row !== undefined;
  }

  async update(tenant: ActingTenant, userId: number, changes: UserChanges, now: string, db: Db): Promise<void> {
    await db
      .updateTable('users')
      .set({
        ...(changes.displayName !== undefined && { display_name: changes.displayName }),
        ...(changes.email !== undefined && { email: changes.email }),
        ...(changes.role !== undefined && { role: changes.role }),
        ...(changes.enabled !== undefined && { enabled: toDbBoolean(changes.enabled) }),
        ...(changes.isAdmin !== undefined && { is_admin: toDbBoolean(changes.isAdmin) }),
        ...(changes.description !== undefined && { description: changes.description }),
        updated_at: now,
      })
      .where('tenant_id', '=', tenant.tenantId)
      .where('user_id', '=', userId)
      .execute();
  }

  /** The account's address, set by the account itself: it followed a link mailed there, or took the account back from its old address. */
  async setOwnEmail(userId: number, email: string, now: string, db: Db): Promise<void> {
    await db.updateTable('users').set({ email, updated_at: now }).where('user_id', '=', userId).execute();
  }

  async setPassword(tenant: ActingTenant, userId: number, passwordHash: string, mustChange: boolean, now: string, db: Db): Promise<void> {
    await db
      .updateTable('users')
      // The caller ends the user's sessions in the same transaction: the account signs in again with this password.
      .set({ password_hash: passwordHash, must_change_password: toDbBoolean(mustChange), updated_at: now })
      .where('tenant_id', '=', tenant.tenantId)
      .where('user_id', '=', userId)
      .execute();
  }

  async delete(tenant: ActingTenant, userId: number, db: Db): Promise<void> {
    await db.deleteFrom('users').where('tenant_id', '=', tenant.tenantId).where('user_id', '=', userId).execute();
  }
}

function toRow(user: NewUser, now: string) {
  return {
    tenant_id: user.tenantId,
    username: user.username,
    password_hash: user.passwordHash,
    is_admin: toDbBoolean(user.isAdmin),
    role: user.role,
    display_name: user.displayName ?? '',
    email: user.email ?? null,
    enabled: toDbBoolean(user.enabled ?? true),
    must_change_password: toDbBoolean(user.mustChangePassword ?? false),
    kind: user.kind ?? 'person',
    description: user.description ?? '',
    two_factor_enabled: toDbBoolean(false),
    created_at: now,
    updated_at: now,
  };
}

/** A tenant's people of these roles, administrators and service accounts aside, without two-factor sign-in. */
function owingTwoFactor(tenantId: number, roles: readonly UserRole[]) {
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.and([
      eb('tenant_id', '=', tenantId),
      eb('role', 'in', roles),
      eb('kind', '=', 'person'),
      eb('is_admin', '=', toDbBoolean(false)),
      eb('two_factor_enabled', '=', toDbBoolean(false)),
    ]);
}
