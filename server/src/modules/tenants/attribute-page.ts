import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Database, TenantsTable } from '../../db/database.js';
import type { AttributeColumn, ResolvedAttributeCondition } from '../../core/lists/list-query.js';

type TenantRow = Selectable<TenantsTable>;

/**
 * A page of tenants filtered or sorted by typed attributes, at a million tenants (DESIGN §18,
 * docs/scaling.md "Typed attributes"). Every condition reads one range of the index
 * `(definition_id, value_*, tenant_id)`; what decides the plan is how many tenants the narrowest
 * condition holds, counted up to `exactUpTo` + 1 through that index alone:
 *
 * - **narrow** (at most `exactUpTo`): its tenants are read from the index and the rest tested on
 *   them; the total is exact.
 * - **broad**: the tenants are walked in the page's order and each tested through the values'
 *   primary key `(tenant_id, definition_id)`; at a million tenants a broad condition holds at least
 *   1 % of them, so a page of 25 tests a few thousand at most. The total is counted up to
 *   `exactUpTo` + 1 from the narrowest condition's index: past it, unknown (`*`), as for a broad
 *   search, since counting half a million matches exactly took 200 ms.
 *
 * Sorted by an attribute, the page walks that attribute's index in order (ascending or
 * descending) and joins each tenant; tenants without a value follow, by id, in either direction.
 */
export interface AttributePageQuery {
  conditions: readonly ResolvedAttributeCondition[];
  order?: AttributeColumn;
  direction: 'asc' | 'desc';
  /** The tenants' own conditions (state, enabled, ids), on `tenants`. */
  tenantsWhere: RawBuilder<boolean> | undefined;
  /** The order when not by an attribute: a column of `tenants` with its direction (ignored with `order`). */
  columnOrder: RawBuilder<unknown>;
  start: number;
  size: number;
  exactUpTo: number;
}

function valueTest({ definitionId, column, oneOf, gte, lte }: ResolvedAttributeCondition, alias: string): RawBuilder<boolean> {
  const value = sql.ref(`${alias}.${column}`);
  const tests = [
    sql`${sql.ref(`${alias}.definition_id`)} = ${definitionId}`,
    ...(oneOf ? [sql`${value} IN (${sql.join(oneOf)})`] : []),
    ...(gte !== undefined ? [sql`${value} >= ${gte}`] : []),
    ...(lte !== undefined ? [sql`${value} <= ${lte}`] : []),
  ];
  return sql<boolean>`(${sql.join(tests, sql` AND `)})`;
}

/** The tenant holds a matching value: a probe of the primary key, per tenant walked. */
function holds(condition: ResolvedAttributeCondition, alias: string): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM tenant_attribute_values ${sql.raw(alias)} WHERE ${sql.ref(`${alias}.tenant_id`)} = tenants.tenant_id AND ${valueTest(condition, alias)})`;
}

/** The tenant is among the condition's tenants, read from the value index once. */
export function within(condition: ResolvedAttributeCondition, alias: string): RawBuilder<boolean> {
  return sql<boolean>`tenants.tenant_id IN (SELECT ${sql.ref(`${alias}.tenant_id`)} FROM tenant_attribute_values ${sql.raw(alias)} WHERE ${valueTest(condition, alias)})`;
}

function allOf(parts: readonly (RawBuilder<boolean> | undefined)[]): RawBuilder<boolean> {
  const present = parts.filter((part) => part !== undefined);
  return present.length === 0 ? sql<boolean>`1 = 1` : sql<boolean>`(${sql.join(present, sql` AND `)})`;
}

async function countOf(db: Kysely<Database>, rows: RawBuilder<unknown>): Promise<number> {
  const result = await sql<{ count: number | string }>`SELECT count(*) AS count FROM (${rows}) AS bounded`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

/** How many tenants hold a value matching the condition, up to `limit`: a range of its index. */
function matchesUpTo(db: Kysely<Database>, condition: ResolvedAttributeCondition, limit: number): Promise<number> {
  return countOf(db, sql`SELECT 1 FROM tenant_attribute_values v WHERE ${valueTest(condition, 'v')} LIMIT ${limit}`);
}

/**
 * An order by a typed attribute's value, looked up per tenant through the primary key: for a few
 * thousand tenants at most (a narrow filter's, a search's). Tenants without a value come after the
 * others in either direction, on both databases, as the walk of the attribute's index has them.
 */
export function attributeOrderOf({ definitionId, column }: AttributeColumn, direction: 'asc' | 'desc'): RawBuilder<unknown> {
  const value = sql`(SELECT ${sql.ref(`s.${column}`)} FROM tenant_attribute_values s WHERE s.tenant_id = tenants.tenant_id AND s.definition_id = ${definitionId})`;
  return sql`${value} ${sql.raw(direction === 'asc' ? 'ASC NULLS LAST' : 'DESC NULLS LAST')}`;
}

/** The sort attribute's value is there (`s`), for the walk of its index. */
function sortValue({ definitionId, column }: AttributeColumn): { present: RawBuilder<boolean>; absent: RawBuilder<boolean>; value: RawBuilder<unknown> } {
  const value = sql.ref(`s.${column}`);
  return {
    value,
    present: sql<boolean>`s.definition_id = ${definitionId} AND ${value} IS NOT NULL`,
    absent: sql<boolean>`NOT EXISTS (SELECT 1 FROM tenant_attribute_values s WHERE s.tenant_id = tenants.tenant_id AND s.definition_id = ${definitionId} AND ${value} IS NOT NULL)`,
  };
}

/** The page, and its total when there are conditions (undefined past `exactUpTo`); without any, the caller counts every tenant as it always has. */
export async function attributePage(db: Kysely<Database>, query: AttributePageQuery): Promise<{ rows: TenantRow[]; total: number | undefined }> {
  const { conditions, tenantsWhere, exactUpTo } = query;
  const direction = sql.raw(query.direction === 'asc' ? 'ASC' : 'DESC');
  // The narrowest condition drives.
  const sizes = await Promise.all(conditions.map((condition) => matchesUpTo(db, condition, exactUpTo + 1)));
  const driving = sizes.indexOf(Math.min(...sizes));
  const narrow = conditions.length > 0 && (sizes[driving] ?? Infinity) <= exactUpTo;
  const tests = conditions.map((condition, i) => (i === driving && narrow ? within(condition, `c${i}`) : holds(condition, `c${i}`)));
  const where = allOf([tenantsWhere, ...tests]);

  let total: number | undefined;
  if (narrow) total = await countOf(db, sql`SELECT 1 FROM tenants WHERE ${where}`);
  else if (conditions.length > 0) {
    const drivingCondition = conditions[driving] as ResolvedAttributeCondition;
    const others = allOf([tenantsWhere, ...conditions.map((condition, i) => (i === driving ? undefined : holds(condition, `c${i}`)))]);
    const found = await countOf(db, sql`SELECT 1 FROM tenant_attribute_values d JOIN tenants ON tenants.tenant_id = d.tenant_id WHERE ${valueTest(drivingCondition, 'd')} AND ${others} LIMIT ${exactUpTo + 1}`);
    total = found <= exactUpTo ? found : undefined;
  }

  if (!query.order || narrow) {
    const orderBy = query.order ? attributeOrderOf(query.order, query.direction) : query.columnOrder;
    const rows = await sql<TenantRow>`SELECT tenants.* FROM tenants WHERE ${where} ORDER BY ${orderBy}, tenants.tenant_id ${direction} LIMIT ${query.size} OFFSET ${query.start}`.execute(db);
    return { rows: rows.rows, total };
  }

  // By the attribute's index in order, then the tenants without a value.
  const sort = sortValue(query.order);
  const valued = await sql<TenantRow>`SELECT tenants.* FROM tenant_attribute_values s JOIN tenants ON tenants.tenant_id = s.tenant_id WHERE ${sort.present} AND ${where} ORDER BY ${sort.value} ${direction}, s.tenant_id ${direction} LIMIT ${query.size} OFFSET ${query.start}`.execute(db);
  if (valued.rows.length === query.size) return { rows: valued.rows, total };
  const valuedCount =
    valued.rows.length > 0 || query.start === 0
      ? query.start + valued.rows.length
      : await countOf(db, sql`SELECT 1 FROM tenant_attribute_values s JOIN tenants ON tenants.tenant_id = s.tenant_id WHERE ${sort.present} AND ${where}`);
  const rest = await sql<TenantRow>`SELECT tenants.* FROM tenants WHERE ${where} AND ${sort.absent} ORDER BY tenants.tenant_id ${direction} LIMIT ${query.size - valued.rows.length} OFFSET ${Math.max(0, query.start - valuedCount)}`.execute(db);
  return { rows: [...valued.rows, ...rest.rows], total };
}
