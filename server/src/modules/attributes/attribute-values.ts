import type { Kysely } from 'kysely';
import type { AttributeValue, TenantAttributeChanges, TenantAttributes } from '../../../../src/generated/model/index.js';
import type { AuditChanges } from '../../core/audit/audit-actions.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import type { Database } from '../../db/database.js';
import { inChunks } from '../../db/in-chunks.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { StoredDefinition } from './attribute-repository.js';
import { fitsType, uniqueTextOf, valueColumnOf, valueOfRow } from '../../core/attribute-types.js';

type Db = Kysely<Database>;

/** A value as its columns keep it: one typed column set, and the value again while the attribute is unique. */
interface StoredValue {
  value_text: string | null;
  value_number: number | null;
  value_date: string | null;
  unique_value: string | null;
}

/** What a value of each type must be, in words. */
const WRONG_VALUE = {
  text: 'attributeValueNotText',
  number: 'attributeValueNotNumber',
  boolean: 'attributeValueNotBoolean',
  date: 'attributeValueNotDay',
  enum: 'attributeValueNotChoice',
} as const;

function wrongValue(definition: StoredDefinition): AppError {
  const field = `attributes.${definition.key}`;
  return new AppError(ErrorCode.ValidationFailed, WRONG_VALUE[definition.type], { field, params: { field, choices: definition.choices.join(', ') } });
}

/** A value checked against its definition's type, as the columns keep it; refused at `attributes.<key>`. */
export function storedValueOf(definition: StoredDefinition, value: AttributeValue): StoredValue {
  const column = valueColumnOf(definition.type);
  if (!fitsType(definition, value)) throw wrongValue(definition);
  const stored: StoredValue = { value_text: null, value_number: null, value_date: null, unique_value: definition.unique ? uniqueTextOf(value) : null };
  if (column === 'value_number') stored.value_number = typeof value === 'boolean' ? Number(value) : (value as number);
  else stored[column] = value as string;
  return stored;
}

function valueRows(db: Db) {
  return db
    .selectFrom('tenant_attribute_values')
    .innerJoin('attribute_definitions', 'attribute_definitions.definition_id', 'tenant_attribute_values.definition_id')
    .select(['tenant_attribute_values.tenant_id', 'attribute_definitions.key', 'attribute_definitions.type', 'value_text', 'value_number', 'value_date'])
    .orderBy('attribute_definitions.key');
}

function gather(values: Map<number, TenantAttributes>, rows: Awaited<ReturnType<ReturnType<typeof valueRows>['execute']>>): void {
  for (const row of rows) {
    const value = valueOfRow(row.type, row);
    if (value === undefined) continue;
    const held = values.get(row.tenant_id) ?? {};
    held[row.key] = value;
    values.set(row.tenant_id, held);
  }
}

/**
 * One tenant's values, by a statement built and compiled once (its parameter the tenant's id):
 * reading one tenant is the hottest call, and building this query each time cost Kysely more than
 * the database took to answer it (the tenant's own row is read the same way).
 */
export function oneTenantsValues(db: Db): (tenantId: number) => Promise<TenantAttributes> {
  const compiled = valueRows(db).where('tenant_attribute_values.tenant_id', '=', 0).compile();
  return async (tenantId) => {
    const one: typeof compiled = { ...compiled, parameters: [tenantId] };
    const result = await db.executeQuery(one);
    const values = new Map<number, TenantAttributes>();
    gather(values, result.rows);
    return values.get(tenantId) ?? {};
  };
}

/** Each tenant's values, by key, for the tenants named (those without any are left out). */
export async function valuesOf(db: Db, tenantIds: readonly number[]): Promise<Map<number, TenantAttributes>> {
  const values = new Map<number, TenantAttributes>();
  for (const ids of inChunks([...new Set(tenantIds)])) {
    gather(values, await valueRows(db).where('tenant_attribute_values.tenant_id', 'in', ids).execute());
  }
  return values;
}

/** Every tenant's values, in one read: for the whole list, which names every tenant. */
export async function allValues(db: Db): Promise<Map<number, TenantAttributes>> {
  const values = new Map<number, TenantAttributes>();
  gather(values, await valueRows(db).execute());
  return values;
}

/**
 * Sets a tenant's values (`null` removes one), checking each against its definition: a key not
 * defined, a value of another type, a required one removed (or missing from a new tenant), a
 * unique one another tenant has. Answers the audit event's changes, `attributes.<key>` before and after.
 */
export async function setValues(
  db: Db,
  definitions: readonly StoredDefinition[],
  tenantId: number,
  changes: TenantAttributeChanges,
  creating: boolean,
): Promise<AuditChanges> {
  const byKey = new Map(definitions.map((definition) => [definition.key, definition]));
  for (const key of Object.keys(changes)) {
    if (!byKey.has(key)) throw new AppError(ErrorCode.ValidationFailed, 'attributeNotDefined', { field: `attributes.${key}`, params: { field: `attributes.${key}`, key } });
  }
  const before = (await valuesOf(db, [tenantId])).get(tenantId) ?? {};
  for (const definition of definitions) {
    const after = definition.key in changes ? changes[definition.key] : before[definition.key];
    if (definition.required && (after === null || after === undefined) && (creating || definition.key in changes)) {
      const field = `attributes.${definition.key}`;
      throw new AppError(ErrorCode.ValidationFailed, 'attributeRequired', { field, params: { field } });
    }
  }
  const audit: AuditChanges = {};
  for (const [key, value] of Object.entries(changes)) {
    const definition = byKey.get(key) as StoredDefinition;
    const was = before[key] ?? null;
    if (value === null || value === undefined) {
      if (was === null) continue;
      await db.deleteFrom('tenant_attribute_values').where('tenant_id', '=', tenantId).where('definition_id', '=', definition.definitionId).execute();
    } else {
      const stored = storedValueOf(definition, value);
      if (was === value) continue;
      if (stored.unique_value !== null) await refuseTakenValue(db, definition, tenantId, stored.unique_value);
      await db
        .insertInto('tenant_attribute_values')
        .values({ tenant_id: tenantId, definition_id: definition.definitionId, ...stored })
        .onConflict((conflict) => conflict.columns(['tenant_id', 'definition_id']).doUpdateSet(stored))
        .execute()
        .catch((error: unknown) => {
          // Another tenant took the value between the check and the write: the database's unique index says so.
          if (!isUniqueViolation(error)) throw error;
          const field = `attributes.${key}`;
          throw new AppError(ErrorCode.AttributeValueTaken, 'attributeValueTaken', { field, params: { key, value: stored.unique_value ?? '', tenant: '' } });
        });
    }
    audit[`attributes.${key}`] = { before: was, after: value ?? null };
  }
  return audit;
}

/** A unique attribute's value another tenant has: refused, naming that tenant (administrators only set values). */
async function refuseTakenValue(db: Db, definition: StoredDefinition, tenantId: number, uniqueValue: string): Promise<void> {
  const holder = await db
    .selectFrom('tenant_attribute_values')
    .innerJoin('tenants', 'tenants.tenant_id', 'tenant_attribute_values.tenant_id')
    .select('tenants.username')
    .where('definition_id', '=', definition.definitionId)
    .where('unique_value', '=', uniqueValue)
    .where('tenant_attribute_values.tenant_id', '!=', tenantId)
    .executeTakeFirst();
  if (holder) {
    const field = `attributes.${definition.key}`;
    throw new AppError(ErrorCode.AttributeValueTaken, 'attributeValueTaken', { field, params: { key: definition.key, value: uniqueValue, tenant: holder.username } });
  }
}
