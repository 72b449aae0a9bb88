import { sql, type CompiledQuery, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { dialectOf, type DialectName } from '../../db/dialect.js';
import {
  fromDbBoolean,
  fromDbTimestamp,
  toDbBoolean,
  type Database,
  type TenantsTable,
} from '../../db/database.js';
import type { AttributeColumn, AttributeField, ListQuery, ResolvedAttributeCondition, TenantFilter, TenantState } from '../../core/lists/list-query.js';
import type { TenantSortField } from './sort-fields.js';
import { uniqueViolationOn } from '../../db/unique-violation.js';
import { attributeOrderOf, attributePage, within } from './attribute-page.js';

export { TENANT_SORT_FIELDS, type TenantSortField } from './sort-fields.js';
/** A page of tenants as asked; sorted by a typed attribute, with where its values are (`attributeOrder`). */
export type TenantListQuery = ListQuery<TenantSortField | AttributeField, TenantFilter> & { attributeOrder?: AttributeColumn };

/**
 * The lowercased username in byte order, on either database (SQLite compares text as bytes; on
 * PostgreSQL, migration 0015): the order by name, and the range one- and two-character searches
 * read, whatever the database's locale.
 */
const NAME_IN_BYTE_ORDER = {
  sqlite: sql<string>`lower(username)`,
  postgres: sql<string>`lower(username) COLLATE "C"`,
} satisfies Record<DialectName, unknown>;

function sortColumns(dialect: DialectName) {
  return {
    tenantId: sql<number>`tenant_id`,
    username: NAME_IN_BYTE_ORDER[dialect],
    enabled: sql<number>`enabled`,
    createdAt: sql<string>`created_at`,
    updatedAt: sql<string>`updated_at`,
  } satisfies Record<TenantSortField, unknown>;
}

const INT32_MAX = 2 ** 31 - 1;

/** The text as a tenant id, when it is one. */
function exactId(q: string): number | undefined {
  return /^[0-9]{1,10}$/.test(q) && Number(q) <= INT32_MAX ? Number(q) : undefined;
}

/** Past this many matches a search answers its page without an exact total (see `page`). */
export const EXACT_SEARCH_COUNT = 10_000;

/** How many tenants a broad search sorted by name tests in order, per row its page needs, and at least (see `broadPageByName`). */
const BROAD_NAME_WALK = 4;
const BROAD_NAME_WALK_MIN = 5_000;

/** `%text%` for LIKE, with the pattern characters of `text` taken literally (escape `\`). */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * PostgreSQL: the tenant's search text (migration 0012: its username and domain names, a line
 * each) holds `q` within one line. Names never hold a line break, so a search without one cannot
 * match across two lines; one with a line break is narrowed through the index, then each line is
 * tested on its own, and finds nothing.
 */
function searchTextHolds(q: string): RawBuilder<boolean> {
  const pattern = containing(q);
  const holds = sql<boolean>`tenant_search.text LIKE ${pattern} ESCAPE '\\'`;
  if (!q.includes('\n')) return holds;
  return sql<boolean>`${holds} AND EXISTS (SELECT 1 FROM unnest(string_to_array(tenant_search.text, E'\\n')) AS line WHERE line LIKE ${pattern} ESCAPE '\\')`;
}

/** One of the tenant's claims of a domain name; other tenants may claim the same name. */
export interface DomainView {
  domainId: number;
  name: string;
  /** The tenant proved its ownership and holds the name verified, as no other tenant does (see modules/domains). */
  verified: boolean;
}

export interface TenantSummaryView {
  tenantId: number;
  username: string;
  enabled: boolean;
  state: TenantState;
}

export interface TenantView extends TenantSummaryView {
  /** When a deleted tenant is purged; null for any other. */
  purgeAt: string | null;
  domains: DomainView[];
  remark: string;
  createdAt: string;
  updatedAt: string;
}

export interface TenantChanges {
  username?: string;
  remark?: string;
  /** The whole list of the tenant's claims, already normalized and free of duplicates. */
  domains?: string[];
}

export type TenantUpdateResult =
  | { kind: 'updated'; before: TenantView; tenant: TenantView }
  | { kind: 'unchanged' }
  | { kind: 'not-found' }
  | { kind: 'username-taken' }
  | { kind: 'domain-taken'; name: string };

export interface NewTenant {
  username: string;
  enabled: boolean;
  /** Signed up under `SIGNUP=approval`: waits for an administrator. */
  awaitingApproval?: boolean;
  remark?: string;
  domains?: string[];
}

type TenantRow = Selectable<TenantsTable>;
type DomainRow = { domain_id: number; tenant_id: number; name: string; verified_at: Date | string | null };
/** The tenant, and one of its domains or nulls when it has none. */
type TenantWithDomainRow = TenantRow & { domain_id: number | null; name: string | null; verified_at: Date | string | null };
type SearchHit = { tenant_id: number };

function pageSize(list: TenantListQuery): number {
  return list.range.end - list.range.start + 1;
}

type StateColumns = Pick<TenantRow, 'enabled' | 'awaiting_approval' | 'purge_at'>;

function stateOf(row: StateColumns): TenantState {
  if (row.purge_at !== null) return 'deleted';
  if (fromDbBoolean(row.awaiting_approval)) return 'pending';
  return fromDbBoolean(row.enabled) ? 'active' : 'disabled';
}

const SUMMARY_COLUMNS = ['tenant_id', 'username', 'enabled', 'awaiting_approval', 'purge_at'] as const;

function toSummary(row: Pick<TenantRow, 'tenant_id' | 'username'> & StateColumns): TenantSummaryView {
  return { tenantId: row.tenant_id, username: row.username, enabled: fromDbBoolean(row.enabled), state: stateOf(row) };
}

/**
 * The tenants whose values of typed attributes match (`attr.<key>` in the filter): each condition a
 * range of the index `(definition_id, value, tenant_id)`, whatever the number of tenants.
 */
function attributeCondition(conditions: readonly ResolvedAttributeCondition[] | undefined): RawBuilder<boolean> | undefined {
  if (!conditions?.length) return undefined;
  return sql<boolean>`(${sql.join(conditions.map((condition, i) => within(condition, `c${i}`)), sql` AND `)})`;
}

/** Every condition of the filter on the tenants' own rows: their state, and their attributes' values. */
function rowConditions(filter: TenantFilter): RawBuilder<boolean> | undefined {
  const parts = [stateCondition(filter), attributeCondition(filter.attributeColumns)].filter((part) => part !== undefined);
  return parts.length === 0 ? undefined : sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

/** The tenants' own conditions of a filter (state, enabled, ids), for a query written whole (`attributePage`). */
function tenantsWhere(filter: TenantFilter): RawBuilder<boolean> | undefined {
  const parts = [
    stateCondition(filter),
    filter.enabled === undefined ? undefined : sql<boolean>`tenants.enabled = ${toDbBoolean(filter.enabled)}`,
    filter.ids === undefined ? undefined : sql<boolean>`tenants.tenant_id IN (${sql.join(filter.ids)})`,
  ].filter((part) => part !== undefined);
  return parts.length === 0 ? undefined : sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

/**
 * The condition on a tenant's state a filter makes: its `state`, or, without one, not deleted
 * (`hideDeleted`, set by the handler only when some tenant is deleted, so that the lists at a
 * million tenants read as before while none is). Undefined when there is none to test.
 */
function stateCondition(filter: TenantFilter): RawBuilder<boolean> | undefined {
  switch (filter.state) {
    case 'deleted':
      return sql<boolean>`tenants.purge_at IS NOT NULL`;
    case 'pending':
      return sql<boolean>`tenants.awaiting_approval = ${toDbBoolean(true)}`;
    case 'active':
      return sql<boolean>`tenants.enabled = ${toDbBoolean(true)}`;
    case 'disabled':
      return sql<boolean>`tenants.enabled = ${toDbBoolean(false)} AND tenants.awaiting_approval = ${toDbBoolean(false)} AND tenants.purge_at IS NULL`;
    case undefined:
      return filter.hideDeleted ? sql<boolean>`tenants.purge_at IS NULL` : undefined;
  }
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
    state: stateOf(row),
    purgeAt: row.purge_at === null ? null : fromDbTimestamp(row.purge_at),
    domains: domains.map((d) => ({ domainId: d.domain_id, name: d.name, verified: d.verified_at !== null })),
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

/** A tenant's enabled state set: the tenant before and after (the same when it was already so). */
export interface TenantStateChange {
  before: TenantView;
  after: TenantView | undefined;
  changed: boolean;
}

/**
 * What an update that failed inside its transaction comes to: a refusal (the tenant gone meanwhile,
 * a name another writer took first), or the error again when it is none of those. Domains never
 * clash: a claim is added unproved, and one this tenant made meanwhile is kept.
 */
export function tenantUpdateRefusal(error: unknown): TenantUpdateResult {
  if (error instanceof ConflictDuringWrite) return error.result;
  if (uniqueViolationOn(error) === 'username') return { kind: 'username-taken' };
  throw error;
}

/** Whether a tenant is there to act in: see `TenantRepository.presence`. */
export type TenantPresence = 'missing' | 'deleted' | 'live';

export class TenantRepository {
  private readonly dialect: DialectName;
  private readonly sortColumns: ReturnType<typeof sortColumns>;
  /**
   * Reading one tenant is the hottest call: one statement (the tenant joined with its domains, a
   * row per domain), built and compiled once, as building it cost Kysely more than the database
   * took to answer, and each statement is a read transaction of its own. Its parameter is the id.
   */
  private readonly tenantWithDomainsQuery: CompiledQuery<TenantWithDomainRow>;

  constructor(private readonly db: Kysely<Database>) {
    this.dialect = dialectOf(db);
    this.sortColumns = sortColumns(this.dialect);
    this.tenantWithDomainsQuery = this.tenantWithDomains(db, 0).compile();
  }

  private tenantWithDomains(db: Kysely<Database>, tenantId: number) {
    return db
      .selectFrom('tenants')
      .leftJoin('domains', 'domains.tenant_id', 'tenants.tenant_id')
      .selectAll('tenants')
      .select(['domains.domain_id', 'domains.name', 'domains.verified_at'])
      .where('tenants.tenant_id', '=', tenantId)
      .orderBy('domains.domain_id');
  }

  /** Every tenant that is not deleted, oldest first. */
  async listSummaries(): Promise<TenantSummaryView[]> {
    const rows = await this.db
      .selectFrom('tenants')
      .select(SUMMARY_COLUMNS)
      .where('purge_at', 'is', null)
      .orderBy('tenant_id')
      .execute();
    return rows.map(toSummary);
  }

  /** Every tenant that is not deleted, with its domains, oldest first. */
  async listWithDomains(): Promise<TenantView[]> {
    const [tenants, domains] = await Promise.all([
      this.db.selectFrom('tenants').selectAll().where('purge_at', 'is', null).orderBy('tenant_id').execute(),
      this.db
        .selectFrom('domains')
        .select(['domain_id', 'tenant_id', 'name', 'verified_at'])
        .orderBy('domain_id')
        .execute(),
    ]);
    return withTheirDomains(tenants, domains);
  }

  /**
   * The ways a search finds tenants, each a query of tenant ids: on SQLite by part of the username
   * and by part of any domain, through the FTS5 tables of migration 0004; on PostgreSQL both at
   * once, through the text of migration 0012. One or two characters are too few for trigrams:
   * they match the start of the username, through the index of the order by name. With `limit`,
   * each way stops after that many: bounded work however common the text is.
   */
  private searchArms(q: string, limit?: number): { byName: RawBuilder<SearchHit>; byDomain?: RawBuilder<SearchHit> } {
    const bounded = limit === undefined ? sql`` : sql` LIMIT ${limit}`;
    if (q.length < 3) return { byName: sql`SELECT tenant_id FROM tenants WHERE ${this.usernameStartsWith(q)}${bounded}` };
    if (this.dialect === 'postgres') {
      return { byName: sql`SELECT tenant_id FROM tenant_search WHERE ${searchTextHolds(q)}${bounded}` };
    }
    if (this.searchesFts(q)) {
      const pattern = `%${q}%`;
      return {
        byName: sql`SELECT rowid AS tenant_id FROM tenants_search WHERE username LIKE ${pattern}${bounded}`,
        byDomain: sql`SELECT tenant_id FROM domains WHERE domain_id IN (SELECT rowid FROM domains_search WHERE name LIKE ${pattern}${bounded})`,
      };
    }
    const pattern = containing(q);
    return {
      byName: sql`SELECT tenant_id FROM tenants WHERE lower(username) LIKE ${pattern} ESCAPE '\\'${bounded}`,
      byDomain: sql`SELECT tenant_id FROM domains WHERE name LIKE ${pattern} ESCAPE '\\'${bounded}`,
    };
  }

  /** The ids of every tenant a search finds, the exact id among them. */
  private searchIds(q: string): RawBuilder<number> {
    const { byName, byDomain } = this.searchArms(q);
    const id = exactId(q);
    const byId = id === undefined ? sql`` : sql` UNION SELECT CAST(${id} AS integer)`;
    const domainArm = byDomain ? sql` UNION ${byDomain}` : sql``;
    return sql<number>`(${byName}${domainArm}${byId})`;
  }

  /** One or two characters, too few for trigrams: the start of the username, a range of the order by name. */
  private usernameStartsWith(q: string): RawBuilder<boolean> {
    const next = `${q.slice(0, -1)}${String.fromCharCode(q.charCodeAt(q.length - 1) + 1)}`;
    const name = NAME_IN_BYTE_ORDER[this.dialect];
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
    const { byName, byDomain } = this.searchArms(q, limit);
    const count = async (rows: RawBuilder<SearchHit>) => {
      const result = await sql<{ count: number | string }>`SELECT count(*) AS count FROM (${rows}) AS bounded`.execute(this.db);
      return Number(result.rows[0]?.count ?? 0);
    };
    // Each way on its own: a UNION would gather every match before any limit applied.
    const [byNameCount, byDomainCount] = await Promise.all([count(byName), byDomain ? count(byDomain) : 0]);
    return Math.max(byNameCount, byDomainCount);
  }

  /**
   * A search as a test of each row rather than a set of ids: used when the text is so common that
   * the set would be large, while the rows in the order asked for are found after a few hundred.
   * Sorted by name, the matches cluster (every 'acme-…' together), so the database may gather the
   * matches into a hash once (PostgreSQL answers that order through `broadPageByName`). In any
   * other order they are spread out and a lookup per row stops with the page: a scalar subquery,
   * which PostgreSQL does not turn into that hash as it does EXISTS (160 ms against 2 ms at a
   * million tenants).
   */
  private matchesRow(q: string, sortedByName: boolean): RawBuilder<boolean> {
    const id = exactId(q);
    const byId = id === undefined ? sql`` : sql` OR tenants.tenant_id = ${id}`;
    if (q.length < 3) return sql<boolean>`(${this.usernameStartsWith(q)}${byId})`;
    const perRow = (rows: RawBuilder<unknown>) => (sortedByName ? sql`EXISTS (${rows})` : sql`(${rows} LIMIT 1) IS NOT NULL`);
    if (this.dialect === 'postgres') {
      const text = sql`SELECT 1 FROM tenant_search WHERE tenant_search.tenant_id = tenants.tenant_id AND ${searchTextHolds(q)}`;
      return sql<boolean>`(${perRow(text)}${byId})`;
    }
    const pattern = containing(q);
    const domains = sql`SELECT 1 FROM domains WHERE domains.tenant_id = tenants.tenant_id AND domains.name LIKE ${pattern} ESCAPE '\\'`;
    return sql<boolean>`(lower(tenants.username) LIKE ${pattern} ESCAPE '\\' OR ${perRow(domains)}${byId})`;
  }

  /** The tenants that match a filter, as a query to count or to page through; `broad`: see `matchesRow`. */
  /** The page's order: a column of the tenants, or a typed attribute's value. */
  private orderOf(list: TenantListQuery): RawBuilder<unknown> {
    if (list.attributeOrder) return attributeOrderOf(list.attributeOrder, list.sort.direction);
    return sql`${this.sortColumns[list.sort.field as TenantSortField]} ${sql.raw(list.sort.direction === 'asc' ? 'ASC' : 'DESC')}`;
  }

  private matching(filter: TenantFilter, broad?: { sortedByName: boolean }) {
    let query = this.db.selectFrom('tenants');
    const state = rowConditions(filter);
    if (state) query = query.where(state);
    if (filter.enabled !== undefined) query = query.where('enabled', '=', toDbBoolean(filter.enabled));
    if (filter.ids) query = query.where('tenant_id', 'in', filter.ids);
    if (filter.q !== undefined) {
      query = broad
        ? query.where(this.matchesRow(filter.q, broad.sortedByName))
        : query.where('tenants.tenant_id', 'in', this.searchIds(filter.q));
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
    const found = list.filter.q === undefined ? undefined : await this.searchPageAtOnce(list, list.filter.q);
    const { rows, total } = found?.kind === 'page' ? found : await this.pageStepByStep(list, remembered, found?.kind === 'broad');
    if (!withDomains) return { rows: rows.map(toSummary), total };
    return { rows: await this.withDomains(rows), total };
  }

  /**
   * A search's page and its total in one statement: each way of finding tenants runs once, bounded
   * (`EXACT_SEARCH_COUNT` + 1), and the total is counted over the page's own matches. When the
   * search is broad, or an empty page cannot tell, the step-by-step path answers. PostgreSQL
   * joined a broad search's 10,001 matches to every tenant (sorted by name: 70 ms of a 100 ms
   * answer at a million) only to learn that it was broad, so there a broad search stops first;
   * SQLite looks each match up by id, for less than counting again the step-by-step way would cost.
   */
  private async searchPageAtOnce(
    list: TenantListQuery,
    q: string,
  ): Promise<{ kind: 'page'; rows: TenantRow[]; total: number } | { kind: 'broad' } | { kind: 'unknown' }> {
    const { byName, byDomain } = this.searchArms(q, EXACT_SEARCH_COUNT + 1);
    const id = exactId(q);
    const byId = id === undefined ? sql`` : sql` UNION SELECT CAST(${id} AS integer)`;
    const nameHits = sql<number | string>`(SELECT count(*) FROM by_name)`;
    const domainHits = sql<number | string>`(SELECT count(*) FROM by_domain)`;
    const found = this.db
      // Kysely writes a raw common table expression as it is: the parentheses are ours.
      .with((cte) => cte('by_name').materialized(), () => sql<SearchHit>`(${byName})`)
      .with((cte) => cte('by_domain').materialized(), () => sql<SearchHit>`(${byDomain ?? sql`SELECT tenant_id FROM tenants WHERE 1 = 0`})`)
      .selectFrom('tenants')
      .selectAll('tenants')
      .select([nameHits.as('name_hits'), domainHits.as('domain_hits'), sql<number | string>`count(*) OVER ()`.as('matches')])
      .where('tenants.tenant_id', 'in', sql<number>`(SELECT tenant_id FROM by_name UNION SELECT tenant_id FROM by_domain${byId})`)
      // Tested once, before any row is read.
      .$if(this.dialect === 'postgres', (query) =>
        query.where(sql<boolean>`${nameHits} <= ${EXACT_SEARCH_COUNT} AND ${domainHits} <= ${EXACT_SEARCH_COUNT}`),
      );
    const state = rowConditions(list.filter);
    const rows = await found
      .$if(state !== undefined, (query) => query.where(state ?? sql<boolean>`TRUE`))
      .$if(list.filter.enabled !== undefined, (query) => query.where('tenants.enabled', '=', toDbBoolean(list.filter.enabled ?? true)))
      .$if(list.filter.ids !== undefined, (query) => query.where('tenants.tenant_id', 'in', list.filter.ids ?? []))
      .orderBy(this.orderOf(list))
      .orderBy('tenants.tenant_id', list.sort.direction)
      .limit(pageSize(list))
      .offset(list.range.start)
      .execute();
    const first = rows[0];
    if (!first) return { kind: 'unknown' };
    if (Math.max(Number(first.name_hits), Number(first.domain_hits)) > EXACT_SEARCH_COUNT) return { kind: 'broad' };
    return { kind: 'page', rows, total: Number(first.matches) };
  }

  /**
   * Any page, a step at a time: a search's size is checked first (bounded); a search matching more
   * than `EXACT_SEARCH_COUNT` tenants has no total (undefined), because counting every match
   * exactly would cost a pass over all of them (seconds at a million rows).
   */
  private async pageStepByStep(
    list: TenantListQuery,
    remembered: (count: () => Promise<number>) => Promise<number>,
    knownBroad = false,
  ): Promise<{ rows: TenantRow[]; total: number | undefined }> {
    const broad =
      knownBroad || (list.filter.q !== undefined && (await this.searchSizeUpTo(list.filter.q, EXACT_SEARCH_COUNT + 1)) > EXACT_SEARCH_COUNT);
    const count = async () =>
      Number(
        (
          await this.matching(list.filter)
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    if (list.filter.q === undefined && (list.filter.attributeColumns?.length || list.attributeOrder)) {
      const found = await attributePage(this.db, {
        conditions: list.filter.attributeColumns ?? [],
        ...(list.attributeOrder && { order: list.attributeOrder }),
        direction: list.sort.direction,
        tenantsWhere: tenantsWhere(list.filter),
        columnOrder: this.orderOf(list),
        start: list.range.start,
        size: pageSize(list),
        exactUpTo: EXACT_SEARCH_COUNT,
      });
      return { rows: found.rows, total: list.filter.attributeColumns?.length ? found.total : await remembered(count) };
    }
    const sortedByName = list.sort.field === 'username';
    const q = list.filter.q;
    const [total, rows] = await Promise.all([
      broad ? undefined : remembered(count),
      // One or two characters are a range of that order already.
      broad && sortedByName && q !== undefined && q.length >= 3 && this.dialect === 'postgres'
        ? this.broadPageByName(list, q)
        : this.matching(list.filter, broad ? { sortedByName } : undefined)
            .selectAll('tenants')
            .orderBy(this.orderOf(list))
            .orderBy('tenants.tenant_id', list.sort.direction)
            .limit(pageSize(list))
            .offset(list.range.start)
            .execute(),
    ]);
    return { rows, total };
  }

  /**
   * PostgreSQL: a page of a broad search sorted by name. A text's matches cluster in that order
   * (every `tyrell-…` together, 60% of the way through a million names), so testing tenants in
   * order until the page was full tested 600,000 of them: 1.3 s. The first tenants in order are
   * tried, a bounded number (`BROAD_NAME_WALK` times as many as the page needs, so dense matches
   * such as a common domain stay there); when the page is not among them, the matches themselves
   * are sorted by the name each search text begins with (migration 0012: the lowercased username),
   * without reading the tenants: 70 ms for 100,000 matches, 250 ms when every tenant matches.
   * SQLite keeps testing in order (0.8 s for `tyrell` at a million): sorting its matches cost
   * more where they are many (0.5 s for `tyrell`, 1.9 s for `example`).
   */
  private async broadPageByName(list: TenantListQuery, q: string): Promise<TenantRow[]> {
    const size = pageSize(list);
    const order = sql.raw(list.sort.direction === 'desc' ? 'DESC' : 'ASC');
    const name = NAME_IN_BYTE_ORDER.postgres;
    const { enabled, ids } = list.filter;
    const state = rowConditions(list.filter);
    const onTenants = sql.join(
      [
        sql`TRUE`,
        ...(state === undefined ? [] : [state]),
        ...(enabled === undefined ? [] : [sql`tenants.enabled = ${toDbBoolean(enabled)}`]),
        ...(ids === undefined ? [] : [sql`tenants.tenant_id IN (${sql.join(ids)})`]),
      ],
      sql` AND `,
    );
    const tried = Math.max(BROAD_NAME_WALK_MIN, BROAD_NAME_WALK * (list.range.start + size));
    // The name is a column of the tenants tried, so that their order carries over and only the
    // page's matches are tested, each with one lookup.
    const walked = await sql<{ tenant_id: number }>`
      SELECT tenant_id FROM (
        SELECT tenant_id, ${name} AS name_order FROM tenants WHERE ${onTenants}
        ORDER BY ${name} ${order}, tenant_id ${order} LIMIT ${tried}
      ) AS tenants
      WHERE ${this.matchesRow(q, false)}
      ORDER BY name_order ${order}, tenant_id ${order} LIMIT ${size} OFFSET ${list.range.start}`.execute(this.db);

    const id = exactId(q);
    const byId = id === undefined ? sql`` : sql` OR tenant_search.tenant_id = ${id}`;
    // The tenants are read only for a filter on them: for every match, that is what cost most.
    const tenants = enabled === undefined && ids === undefined && state === undefined ? sql`` : sql` JOIN tenants ON tenants.tenant_id = tenant_search.tenant_id`;
    const sorted = sql<number>`(
      SELECT tenant_search.tenant_id FROM tenant_search${tenants}
      WHERE (${searchTextHolds(q)}${byId}) AND ${onTenants}
      ORDER BY split_part(tenant_search.text, E'\\n', 1) COLLATE "C" ${order}, tenant_search.tenant_id ${order}
      LIMIT ${size} OFFSET ${list.range.start})`;
    return this.db
      .selectFrom('tenants')
      .selectAll('tenants')
      .where('tenants.tenant_id', 'in', walked.rows.length === size ? walked.rows.map((row) => row.tenant_id) : sorted)
      .orderBy(this.sortColumns.username, list.sort.direction)
      .orderBy('tenants.tenant_id', list.sort.direction)
      .execute();
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
        : await this.db.selectFrom('domains').select(['domain_id', 'tenant_id', 'name', 'verified_at']).where('tenant_id', 'in', ids).orderBy('domain_id').execute();
    return withTheirDomains(rows, domains);
  }

  async findById(tenantId: number, db: Kysely<Database> = this.db): Promise<TenantView | undefined> {
    // In a caller's transaction the statement is built for it; otherwise the compiled one runs.
    const compiled: CompiledQuery<TenantWithDomainRow> = { ...this.tenantWithDomainsQuery, parameters: [tenantId] };
    const rows = db === this.db ? (await db.executeQuery(compiled)).rows : await this.tenantWithDomains(db, tenantId).execute();
    const [row] = rows;
    if (!row) return undefined;
    const domains = rows.flatMap(({ domain_id, name, verified_at }) =>
      domain_id === null || name === null ? [] : [{ domain_id, tenant_id: row.tenant_id, name, verified_at }],
    );
    return toView(row, domains);
  }

  /** Whether the tenant is there to act in: not at all, deleted (restorable, read only), or live. */
  async presence(tenantId: number): Promise<TenantPresence> {
    const row = await this.db
      .selectFrom('tenants')
      .select('deleted_at')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (row === undefined) return 'missing';
    return row.deleted_at === null ? 'live' : 'deleted';
  }

  /**
   * The tenant's name alone, as its own users are shown it. Inside a write's transaction pass it
   * as `db`: on SQLite a read outside it waits for the one connection the transaction holds.
   */
  /** The tenant's own policy as kept (JSON), or null when it keeps none; undefined when there is no such tenant. */
  async policyOf(tenantId: number, db: Kysely<Database> = this.db): Promise<string | null | undefined> {
    const row = await db.selectFrom('tenants').select('policy').where('tenant_id', '=', tenantId).executeTakeFirst();
    return row === undefined ? undefined : row.policy;
  }

  /** Keeps the tenant's own policy (JSON, or null for none), in the caller's transaction. */
  /**
   * The tenant's own policy. Its `updatedAt` stays: that is when the tenant's record (name, remark,
   * domains, state) last changed; the policy has its own history (`tenant.policyChanged`). Writing
   * the row still moves the data version every server keeps its callers against.
   */
  async setPolicy(tenantId: number, policy: string | null, trx: Kysely<Database>): Promise<void> {
    await trx.updateTable('tenants').set({ policy }).where('tenant_id', '=', tenantId).execute();
  }

  async nameOf(tenantId: number, db: Kysely<Database> = this.db): Promise<string | undefined> {
    const row = await db.selectFrom('tenants').select('username').where('tenant_id', '=', tenantId).executeTakeFirst();
    return row?.username;
  }

  async findIdByUsername(username: string, db: Kysely<Database> = this.db): Promise<number | undefined> {
    const row = await db
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
  async insertMany(tenants: NewTenant[], now: string, db: Kysely<Database> = this.db): Promise<Map<string, number>> {
    if (tenants.length === 0) return new Map();
    const rows = await db
      .insertInto('tenants')
      .values(
        tenants.map((tenant) => ({
          username: tenant.username,
          enabled: toDbBoolean(tenant.enabled),
          awaiting_approval: toDbBoolean(tenant.awaitingApproval ?? false),
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
    if (domains.length > 0) await db.insertInto('domains').values(domains).execute();
    return ids;
  }

  /**
   * Applies the changes that differ from what is stored, in the caller's transaction. A write
   * refused on the way throws: the caller's transaction then ends, and `tenantUpdateRefusal`
   * says what the error comes to.
   */
  async update(tenantId: number, changes: TenantChanges, now: string, trx: Kysely<Database>): Promise<TenantUpdateResult> {
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
      // Other tenants' claims of a name do not stand in the way; one that holds it verified does,
      // and the administrator, who sees every tenant, is told.
      const verified = await trx
        .selectFrom('domains')
        .select('name')
        .where('name', 'in', added)
        .where('proof_state', '=', 'verified')
        .orderBy('domain_id')
        .executeTakeFirst();
      if (verified) return { kind: 'domain-taken', name: verified.name } as const;
    }

    if (removed.length > 0) {
      await trx.deleteFrom('domains').where('domain_id', 'in', removed).execute();
    }
    if (added.length > 0) {
      await trx
        .insertInto('domains')
        .values(added.map((name) => ({ tenant_id: tenantId, name, created_at: now })))
        // The owner added one of them at the same moment: the claim is there, as this update wants.
        .onConflict((conflict) => conflict.columns(['name', 'tenant_id']).doNothing())
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
    return { kind: 'updated', before: current, tenant } as const;
  }

  /** Sets the enabled state in the caller's transaction; undefined when there is no such tenant. */
  async setEnabled(tenantId: number, enabled: boolean, now: string, trx: Kysely<Database>): Promise<TenantStateChange | undefined> {
    const current = await this.findById(tenantId, trx);
    if (!current) return undefined;
    if (current.enabled === enabled) return { before: current, after: current, changed: false };
    await trx
      .updateTable('tenants')
      // Enabling a sign-up that waits for approval approves it.
      .set({ enabled: toDbBoolean(enabled), ...(enabled && { awaiting_approval: toDbBoolean(false) }), updated_at: now })
      .where('tenant_id', '=', tenantId)
      .execute();
    return { before: current, after: await this.findById(tenantId, trx), changed: true };
  }

  /** Whether any tenant is deleted and not yet purged (one probe of a partial index). */
  async anyDeleted(): Promise<boolean> {
    const row = await this.db.selectFrom('tenants').select('tenant_id').where('purge_at', 'is not', null).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Marks the tenant deleted and disabled, remembering whether it was enabled; undefined when
   * there is no such tenant, the tenant unchanged when it was deleted already.
   */
  async markDeleted(tenantId: number, now: string, purgeAt: string, trx: Kysely<Database>): Promise<TenantStateChange | undefined> {
    const current = await this.findById(tenantId, trx);
    if (!current) return undefined;
    if (current.state === 'deleted') return { before: current, after: current, changed: false };
    await trx
      .updateTable('tenants')
      .set({
        enabled: toDbBoolean(false),
        enabled_before_delete: toDbBoolean(current.enabled),
        awaiting_approval: toDbBoolean(false),
        deleted_at: now,
        purge_at: purgeAt,
        updated_at: now,
      })
      .where('tenant_id', '=', tenantId)
      .execute();
    return { before: current, after: await this.findById(tenantId, trx), changed: true };
  }

  /** Brings a deleted tenant back as it was; the tenant unchanged when it is not deleted. */
  async restore(tenantId: number, now: string, trx: Kysely<Database>): Promise<TenantStateChange | undefined> {
    const current = await this.findById(tenantId, trx);
    if (!current) return undefined;
    if (current.state !== 'deleted') return { before: current, after: current, changed: false };
    const kept = await trx.selectFrom('tenants').select('enabled_before_delete').where('tenant_id', '=', tenantId).executeTakeFirst();
    const wasEnabled = kept?.enabled_before_delete !== null && kept?.enabled_before_delete !== undefined && fromDbBoolean(kept.enabled_before_delete);
    await trx
      .updateTable('tenants')
      .set({
        enabled: toDbBoolean(wasEnabled),
        enabled_before_delete: null,
        deleted_at: null,
        purge_at: null,
        updated_at: now,
      })
      .where('tenant_id', '=', tenantId)
      .execute();
    return { before: current, after: await this.findById(tenantId, trx), changed: true };
  }

  /**
   * Deletes for good up to `limit` tenants whose purge date has come, in the caller's
   * transaction, and answers them; their users, domains, tokens, sessions and webhooks go with
   * them (foreign keys), their audit events stay.
   */
  async purgeDue(now: string, limit: number, trx: Kysely<Database>): Promise<{ tenantId: number; username: string; deletedAt: string }[]> {
    const due = await trx
      .selectFrom('tenants')
      .select(['tenant_id', 'username', 'deleted_at'])
      .where('purge_at', 'is not', null)
      .where('purge_at', '<=', now)
      .orderBy('purge_at')
      .limit(limit)
      .execute();
    if (due.length === 0) return [];
    const ids = due.map((row) => row.tenant_id);
    // Another server may have purged some of them first: only the rows deleted here are answered.
    const deleted = await trx.deleteFrom('tenants').where('tenant_id', 'in', ids).where('purge_at', 'is not', null).returning('tenant_id').execute();
    const gone = new Set(deleted.map((row) => row.tenant_id));
    return due
      .filter((row) => gone.has(row.tenant_id))
      .map((row) => ({ tenantId: row.tenant_id, username: row.username, deletedAt: row.deleted_at === null ? now : fromDbTimestamp(row.deleted_at) }));
  }

  /** The earliest purge date of a deleted tenant; undefined when none is deleted. */
  async nextPurgeAt(): Promise<string | undefined> {
    const row = await this.db.selectFrom('tenants').select('purge_at').where('purge_at', 'is not', null).orderBy('purge_at').limit(1).executeTakeFirst();
    return row?.purge_at == null ? undefined : fromDbTimestamp(row.purge_at);
  }
}
