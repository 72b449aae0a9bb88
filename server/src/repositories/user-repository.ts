import { sql, type Kysely } from 'kysely';
import { fromDbBoolean, toDbBoolean, type Database } from '../db/database.js';

export interface Principal {
  userId: number;
  username: string;
  isAdmin: boolean;
  tenantId: number;
  tenantEnabled: boolean;
}

export interface Credentials extends Principal {
  passwordHash: string;
}

export interface NewUser {
  tenantId: number;
  username: string;
  passwordHash: string;
  isAdmin: boolean;
}

export class UserRepository {
  /**
   * Built and compiled once: it runs on every signed-in request, and building the query cost
   * Kysely more than the database took to answer it. Its one parameter is the user id.
   */
  private readonly principalQuery;

  constructor(private readonly db: Kysely<Database>) {
    this.principalQuery = this.withTenant().where('users.user_id', '=', 0).compile();
  }

  private withTenant() {
    return this.db
      .selectFrom('users')
      .innerJoin('tenants', 'tenants.tenant_id', 'users.tenant_id')
      .select([
        'users.user_id',
        'users.username',
        'users.is_admin',
        'users.tenant_id',
        'users.password_hash',
        'tenants.enabled',
      ]);
  }

  /** Usernames match without regard to case, as they are unique that way. */
  async findCredentials(username: string): Promise<Credentials | undefined> {
    const row = await this.withTenant()
      .where(sql<string>`lower(users.username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      userId: row.user_id,
      username: row.username,
      isAdmin: fromDbBoolean(row.is_admin),
      tenantId: row.tenant_id,
      tenantEnabled: fromDbBoolean(row.enabled),
      passwordHash: row.password_hash,
    };
  }

  async findPrincipal(userId: number): Promise<Principal | undefined> {
    const query: typeof this.principalQuery = { ...this.principalQuery, parameters: [userId] };
    const [row] = (await this.db.executeQuery(query)).rows;
    if (!row) return undefined;
    return {
      userId: row.user_id,
      username: row.username,
      isAdmin: fromDbBoolean(row.is_admin),
      tenantId: row.tenant_id,
      tenantEnabled: fromDbBoolean(row.enabled),
    };
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

  async create(user: NewUser, now: string): Promise<number> {
    const { user_id: userId } = await this.db
      .insertInto('users')
      .values(toRow(user, now))
      .returning('user_id')
      .executeTakeFirstOrThrow();
    return userId;
  }

  /** Many users in one statement, in the caller's transaction (the seed writes hundreds at a time). */
  async createMany(users: NewUser[], now: string): Promise<void> {
    if (users.length > 0) await this.db.insertInto('users').values(users.map((user) => toRow(user, now))).execute();
  }
}

function toRow(user: NewUser, now: string) {
  return {
    tenant_id: user.tenantId,
    username: user.username,
    password_hash: user.passwordHash,
    is_admin: toDbBoolean(user.isAdmin),
    created_at: now,
  };
}
