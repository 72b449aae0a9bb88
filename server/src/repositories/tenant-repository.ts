import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { dialectOf, type DialectName } from '../db/dialect.js';
import {
  fromDbBoolean,
  fromDbTimestamp,
  toDbBoolean,
  type Database,
  type TenantsTable,
} from '../db/database.js';
import type { ListQuery, TenantFilter } from '../lists/list-query.js';
import { uniqueViolationOn } from './unique-violation.js';

/** What tenant lists may be sorted by: indexed columns only (migration 0003). */
export const TENANT_SORT_FIELDS = ['tenantId', 'username', 'enabled', 'createdAt', 'updatedAt'] as const;
export type TenantSortField = (typeof TENANT_SORT_FIELDS)[number];
export type TenantListQuery = ListQuery<TenantSortField, TenantFilter>;

const SORT_COLUMNS = {
  tenantId: sql<number>`tenant_id`,
  username: sql<string>`lower(username)`,
  enabled: sql<number>`enabled`,
  createdAt: sql<string>`created_at`,
  updatedAt: sql<string>`updated_at`,
} satisfies Record<TenantSortField, unknown>;

const INT32_MAX = 2 ** 31 - 1;

/** `%text%` for LIKE, with the pattern characters of `text` taken literally (escape `\`). */
/** The text as a tenant id, when it is one. */
function exactId(q: string): number | undefined {
  return /^[0-9]{1,10}$/.test(q) && Number(q) <= INT32_MAX ? Number(q) : undefined;
}

/** Past this many matches a search answers its page without an exact total (see `page`). */
export const EXACT_SEARCH_COUNT = 10_000;

function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface DomainView {
  domainId: number;
  name: string;
}

export interface TenantSummaryView {
  tenantId: number;
  username: string;
  enabled: boolean;
}

export interface TenantView extends TenantSummaryView {
  domains: DomainView[];
  remark: string;
  createdAt: string;
  updatedAt: string;
}

export interface TenantChanges {
  username?: string;
  remark?: string;
  /** The whole list, already normalized and free of duplicates. */
  domains?: string[];
}

export type TenantUpdateResult =
  | { kind: 'updated'; tenant: TenantView }
  | { kind: 'unchanged' }
  | { kind: 'not-found' }
  | { kind: 'username-taken' }
  | { kind: 'domain-taken'; name: string };

export interface NewTenant {
  username: string;
  enabled: boolean;
  remark?: string;
  domains?: string[];
}

type TenantRow = Selectable<TenantsTable>;
type DomainRow = { domain_id: number; tenant_id: number; name: string };

function toSummary(row: Pick<TenantRow, 'tenant_id' | 'username' | 'enabled'>): TenantSummaryView {
  return { tenantId: row.tenant_id, username: row.username, enabled: fromDbBoolean(row.enabled) };
}

/** Each tenant with its own domains, from one read of the tenants and one of their domains. */
function withTheirDomains(rows: TenantRow[], domains: DomainRow[]): TenantView[] {
  const byTenant = new Map<number, DomainRow[]>();
  for (const domain of domains) {
    const list = byTenant.get(domain.tenant_id);
    if (list) list.push(domain);
    else byTenant.set(domain.tenant_id, [domain]);
  }
  return rows.map((row) => toView(row, byTenant.get(row.tenant_id) ?? []));
}

function toView(row: TenantRow, domains: DomainRow[]): TenantView {
  return {
    tenantId: row.tenant_id,
    username: row.username,
    enabled: fromDbBoolean(row.enabled),
    domains: domains.map((d) => ({ domainId: d.domain_id, name: d.name })),
    remark: row.remark,
    createdAt: fromDbTimestamp(row.created_at),
    updatedAt: fromDbTimestamp(row.updated_at),
  };
}

class ConflictDuringWrite extends Error {
  constructor(readonly result: TenantUpdateResult) {
    super(result.kind);
  }
}

export class TenantRepository {
  private readonly dialect: DialectName;

  constructor(private readonly db: Kysely<Database>) {
    this.dialect = dialectOf(db);
  }

  /** Every tenant, oldest first. */
  async listSummaries(): Promise<TenantSummaryView[]> {
    const rows = await this.db
      .selectFrom('tenants')
      .select(['tenant_id', 'username', 'enabled'])
      .orderBy('tenant_id')
      .execute();
    return rows.map(toSummary);
  }

  /** Every tenant with its domains, oldest first. */
  async listWithDomains(): Promise<TenantView[]> {
    const [tenants, domains] = await Promise.all([
      this.db.selectFrom('tenants').selectAll().orderBy('tenant_id').execute(),
      this.db
        .selectFrom('domains')
        .select(['domain_id', 'tenant_id', 'name'])
        .orderBy('domain_id')
        .execute(),
    ]);
    return withTheirDomains(tenants, domains);
  }

  /**
   * The ids of the tenants a search finds: by part of the username or of any domain (through the
   * trigram indexes of migration 0004), or by the exact id. One or two characters are too few for
   * trigrams: they match the start of the username, through a byte-ordered index.
   */
  private searchIds(q: string): RawBuilder<number> {
    const id = exactId(q);
    const byId = id === undefined ? sql`` : sql` UNION SELECT CAST(${id} AS integer)`;
    if (q.length < 3) return sql<number>`(SELECT tenant_id FROM tenants WHERE ${this.usernameStartsWith(q)}${byId})`;
    if (this.searchesFts(q)) {
      const pattern = `%${q}%`;
      return sql<number>`(SELECT rowid FROM tenants_search WHERE username LIKE ${pattern}
        UNION SELECT tenant_id FROM domains WHERE domain_id IN (SELECT rowid FROM domains_search WHERE name LIKE ${pattern})${byId})`;
    }
    const pattern = containing(q);
    return sql<number>`(SELECT tenant_id FROM tenants WHERE lower(username) LIKE ${pattern} ESCAPE '\\'
      UNION SELECT tenant_id FROM domains WHERE name LIKE ${pattern} ESCAPE '\\'${byId})`;
  }

  /** One or two characters, too few for trigrams: the start of the username, through the byte-ordered index. */
  private usernameStartsWith(q: string): RawBuilder<boolean> {
    const next = `${q.slice(0, -1)}${String.fromCharCode(q.charCodeAt(q.length - 1) + 1)}`;
    const name = this.dialect === 'postgres' ? sql`lower(username) COLLATE "C"` : sql`lower(username)`;
    return sql<boolean>`${name} >= ${q} AND ${name} < ${next}`;
  }

  /** FTS5's LIKE has no ESCAPE: on SQLite a search holding % or _ takes the plain path. */
  private searchesFts(q: string): boolean {
    return this.dialect === 'sqlite' && !/[%_]/.test(q);
  }

  /**
   * How many tenants a search finds by name and by domain, each counted up to `limit`: bounded
   * work however common the text is, so it can decide how to answer.
   */
  private async searchSizeUpTo(q: string, limit: number): Promise<number> {
    const count = async (rows: RawBuilder<unknown>) => {
      const result = await sql<{ count: number | string }>`SELECT count(*) AS count FROM (${rows} LIMIT ${limit}) AS bounded`.execute(this.db);
      return Number(result.rows[0]?.count ?? 0);
    };
    if (q.length < 3) return count(sql`SELECT 1 FROM tenants WHERE ${this.usernameStartsWith(q)}`);
    // Each arm on its own: a UNION would gather every match before any limit applied.
    const pattern = this.searchesFts(q) ? `%${q}%` : containing(q);
    const arms =
      this.searchesFts(q)
        ? [sql`SELECT 1 FROM tenants_search WHERE username LIKE ${pattern}`, sql`SELECT 1 FROM domains_search WHERE name LIKE ${pattern}`]
        : [
            sql`SELECT 1 FROM tenants WHERE lower(username) LIKE ${pattern} ESCAPE '\\'`,
            sql`SELECT 1 FROM domains WHERE name LIKE ${pattern} ESCAPE '\\'`,
          ];
    const [byName, byDomain] = await Promise.all(arms.map(count));
    return Math.max(byName ?? 0, byDomain ?? 0);
  }

  /**
   * A search as a test of each row rather than a set of ids: used when the text is so common that
   * the set would be large, while the rows in the order asked for are found after a few hundred.
   */
  private matchesRow(q: string): RawBuilder<boolean> {
    const pattern = containing(q);
    const id = exactId(q);
    const byId = id === undefined ? sql`` : sql` OR tenants.tenant_id = ${id}`;
    return sql<boolean>`(lower(tenants.username) LIKE ${pattern} ESCAPE '\\'
      OR EXISTS (SELECT 1 FROM domains WHERE domains.tenant_id = tenants.tenant_id AND domains.name LIKE ${pattern} ESCAPE '\\')${byId})`;
  }

  /** The tenants that match a filter, as a query to count or to page through. */
  private matching(filter: TenantFilter, broad = false) {
    let query = this.db.selectFrom('tenants');
    if (filter.enabled !== undefined) query = query.where('enabled', '=', toDbBoolean(filter.enabled));
    if (filter.ids) query = query.where('tenant_id', 'in', filter.ids);
    if (filter.q !== undefined) {
      query = broad ? query.where(this.matchesRow(filter.q)) : query.where('tenants.tenant_id', 'in', this.searchIds(filter.q));
    }
    return query;
  }

  /**
   * One page of the tenants a filter matches, in the order asked, and how many match in all.
   * A search matching more than `EXACT_SEARCH_COUNT` tenants has no total (undefined): counting
   * every match exactly would cost a pass over all of them (seconds at a million rows).
   */
  async page(
    list: TenantListQuery,
    withDomains: boolean,
    /** Where a total may be kept while the data does not change (the handler's cache). */
    remembered: (count: () => Promise<number>) => Promise<number> = (count) => count(),
  ): Promise<{ rows: TenantView[] | TenantSummaryView[]; total: number | undefined }> {
    if (list.filter.ids?.length === 0) return { rows: [], total: 0 };
    const { direction, field } = list.sort;
    const broad = list.filter.q !== undefined && (await this.searchSizeUpTo(list.filter.q, EXACT_SEARCH_COUNT + 1)) > EXACT_SEARCH_COUNT;
    const count = async () =>
      Number(
        (
          await this.matching(list.filter)
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const [counted, rows] = await Promise.all([
      broad ? undefined : remembered(count),
      this.matching(list.filter, broad)
        .selectAll('tenants')
        .orderBy(SORT_COLUMNS[field], direction)
        .orderBy('tenants.tenant_id', direction)
        .limit(list.range.end - list.range.start + 1)
        .offset(list.range.start)
        .execute(),
    ]);
    const total = counted;
    if (!withDomains) {
      return { rows: rows.map(toSummary), total };
    }
    return { rows: await this.withDomains(rows), total };
  }

  /**
   * Every tenant a filter matches with its domains, in id order, a batch at a time: an export
   * of a million tenants never holds more than one batch.
   */
  async *exportBatches(filter: TenantFilter, batchSize: number): AsyncGenerator<TenantView[]> {
    if (filter.ids?.length === 0) return;
    let after = 0;
    for (;;) {
      const rows = await this.matching(filter).selectAll('tenants').where('tenants.tenant_id', '>', after).orderBy('tenants.tenant_id').limit(batchSize).execute();
      if (rows.length === 0) return;
      yield this.withDomains(rows);
      after = rows[rows.length - 1]?.tenant_id ?? after;
      if (rows.length < batchSize) return;
    }
  }

  private async withDomains(rows: TenantRow[]): Promise<TenantView[]> {
    const ids = rows.map((row) => row.tenant_id);
    const domains =
      ids.length === 0
        ? []
        : await this.db.selectFrom('domains').select(['domain_id', 'tenant_id', 'name']).where('tenant_id', 'in', ids).orderBy('domain_id').execute();
    return withTheirDomains(rows, domains);
  }

  async findById(tenantId: number, db: Kysely<Database> = this.db): Promise<TenantView | undefined> {
    const row = await db
      .selectFrom('tenants')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (!row) return undefined;
    const domains = await db
      .selectFrom('domains')
      .select(['domain_id', 'tenant_id', 'name'])
      .where('tenant_id', '=', tenantId)
      .orderBy('domain_id')
      .execute();
    return toView(row, domains);
  }

  async exists(tenantId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('tenants')
      .select('tenant_id')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async findIdByUsername(username: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('tenants')
      .select('tenant_id')
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    return row?.tenant_id;
  }

  async create(tenant: NewTenant, now: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const id = (await new TenantRepository(trx).insertMany([tenant], now)).get(tenant.username);
      if (id === undefined) throw new Error(`Tenant ${tenant.username} was not written`);
      return id;
    });
  }

  /**
   * Tenants and their domains, in the caller's transaction (the repository's handle may be one):
   * the seed writes them hundreds at a time. Answers each new tenant's id by username.
   */
  async insertMany(tenants: NewTenant[], now: string): Promise<Map<string, number>> {
    if (tenants.length === 0) return new Map();
    const rows = await this.db
      .insertInto('tenants')
      .values(
        tenants.map((tenant) => ({
          username: tenant.username,
          enabled: toDbBoolean(tenant.enabled),
          remark: tenant.remark ?? '',
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(['tenant_id', 'username'])
      .execute();
    const ids = new Map(rows.map((row) => [row.username, row.tenant_id]));
    const domains = tenants.flatMap((tenant) =>
      (tenant.domains ?? []).map((name) => ({ tenant_id: ids.get(tenant.username) ?? 0, name, created_at: now })),
    );
    if (domains.length > 0) await this.db.insertInto('domains').values(domains).execute();
    return ids;
  }

  /** Applies the changes that differ from what is stored, in one transaction. */
  async update(tenantId: number, changes: TenantChanges, now: string): Promise<TenantUpdateResult> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const current = await this.findById(tenantId, trx);
        if (!current) return { kind: 'not-found' } as const;

        const username =
          changes.username !== undefined && changes.username !== current.username
            ? changes.username
            : undefined;
        const remark =
          changes.remark !== undefined && changes.remark !== current.remark ? changes.remark : undefined;
        const wanted = new Set(changes.domains ?? current.domains.map((d) => d.name));
        const kept = new Set(current.domains.map((d) => d.name));
        const added = [...wanted].filter((name) => !kept.has(name));
        const removed = current.domains.filter((d) => !wanted.has(d.name)).map((d) => d.domainId);

        if (username === undefined && remark === undefined && added.length === 0 && removed.length === 0) {
          return { kind: 'unchanged' } as const;
        }
        if (username !== undefined) {
          const clash = await trx
            .selectFrom('tenants')
            .select('tenant_id')
            .where(sql<string>`lower(username)`, '=', username.toLowerCase())
            .where('tenant_id', '!=', tenantId)
            .executeTakeFirst();
          if (clash) return { kind: 'username-taken' } as const;
        }
        if (added.length > 0) {
          const owned = await trx
            .selectFrom('domains')
            .select('name')
            .where('name', 'in', added)
            .orderBy('domain_id')
            .executeTakeFirst();
          if (owned) return { kind: 'domain-taken', name: owned.name } as const;
        }

        if (removed.length > 0) {
          await trx.deleteFrom('domains').where('domain_id', 'in', removed).execute();
        }
        if (added.length > 0) {
          await trx
            .insertInto('domains')
            .values(added.map((name) => ({ tenant_id: tenantId, name, created_at: now })))
            .execute();
        }
        await trx
          .updateTable('tenants')
          .set({
            ...(username !== undefined && { username }),
            ...(remark !== undefined && { remark }),
            updated_at: now,
          })
          .where('tenant_id', '=', tenantId)
          .execute();
        const tenant = await this.findById(tenantId, trx);
        if (!tenant) throw new ConflictDuringWrite({ kind: 'not-found' });
        return { kind: 'updated', tenant } as const;
      });
    } catch (error) {
      if (error instanceof ConflictDuringWrite) return error.result;
      const violated = uniqueViolationOn(error);
      if (violated === 'username') return { kind: 'username-taken' };
      if (violated === 'domain') return { kind: 'domain-taken', name: changes.domains?.[0] ?? '' };
      throw error;
    }
  }

  /** Sets the enabled state; undefined when there is no such tenant. */
  async setEnabled(tenantId: number, enabled: boolean, now: string): Promise<TenantView | undefined> {
    const current = await this.findById(tenantId);
    if (!current) return undefined;
    if (current.enabled === enabled) return current;
    await this.db
      .updateTable('tenants')
      .set({ enabled: toDbBoolean(enabled), updated_at: now })
      .where('tenant_id', '=', tenantId)
      .execute();
    return this.findById(tenantId);
  }
}
