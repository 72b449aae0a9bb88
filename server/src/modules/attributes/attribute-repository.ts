import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import type { AttributeDefinition, AttributeType, TenantAttributeChanges, TenantAttributes } from '../../../../src/generated/model/index.js';
import type { AuditChanges } from '../../core/audit/audit-actions.js';
import { allValues, oneTenantsValues, setValues, valuesOf } from './attribute-values.js';
import { fromDbBoolean, fromDbTimestamp, toDbBoolean, type Database, type DbBoolean, type DbTimestamp } from '../../db/database.js';
import { uniqueTextOf, valueColumnOf, valueOfRow } from '../../core/attribute-types.js';

export interface AttributeDefinitionsTable {
  definition_id: Generated<number>;
  key: string;
  label_zh: string;
  label_en: string;
  type: AttributeType;
  /** JSON: an `enum`'s choices, `[]` for any other type. */
  choices: string;
  required: DbBoolean;
  is_unique: DbBoolean;
  listed: DbBoolean;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface TenantAttributeValuesTable {
  tenant_id: number;
  definition_id: number;
  value_text: string | null;
  value_number: number | null;
  value_date: string | null;
  /** The value again while its definition is unique; the database keeps it unique per definition. */
  unique_value: string | null;
}

declare module '../../db/database.js' {
  interface Database {
    attribute_definitions: AttributeDefinitionsTable;
    tenant_attribute_values: TenantAttributeValuesTable;
  }
}

type Db = Kysely<Database>;

/** A definition with its row's id, which values refer to. */
export type StoredDefinition = AttributeDefinition & { definitionId: number };

/** What stands in the way of a change of a definition, counted in tenants. */
export interface ValuesInTheWay {
  /** Tenants with a value of it. */
  withValue: number;
  /** Tenants without a value of it. */
  withoutValue: number;
  /** Tenants whose value another tenant shares. */
  sharing: number;
  /** Tenants whose value is one of these choices. */
  holding: (choices: readonly string[]) => Promise<number>;
}

function toDefinition(row: Selectable<AttributeDefinitionsTable>): StoredDefinition {
  return {
    definitionId: row.definition_id,
    key: row.key,
    labels: { zh: row.label_zh, en: row.label_en },
    type: row.type,
    choices: JSON.parse(row.choices) as string[],
    required: fromDbBoolean(row.required),
    unique: fromDbBoolean(row.is_unique),
    listed: fromDbBoolean(row.listed),
    createdAt: fromDbTimestamp(row.created_at),
    updatedAt: fromDbTimestamp(row.updated_at),
  };
}

/** The definitions of tenants' attributes, and what their values allow. */
export class AttributeRepository {
  private readonly oneTenantsValues: (tenantId: number) => Promise<TenantAttributes>;

  constructor(private readonly db: Db) {
    this.oneTenantsValues = oneTenantsValues(db);
  }

  async list(db: Db = this.db): Promise<StoredDefinition[]> {
    const rows = await db.selectFrom('attribute_definitions').selectAll().orderBy('key').execute();
    return rows.map(toDefinition);
  }

  async find(key: string, db: Db = this.db): Promise<StoredDefinition | undefined> {
    const row = await db.selectFrom('attribute_definitions').selectAll().where('key', '=', key).executeTakeFirst();
    return row && toDefinition(row);
  }

  async count(db: Db = this.db): Promise<number> {
    const row = await db.selectFrom('attribute_definitions').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Adds the definition; undefined when its key is taken (two defining it at once included). */
  async create(definition: Omit<AttributeDefinition, 'createdAt' | 'updatedAt'>, now: string, db: Db = this.db): Promise<StoredDefinition | undefined> {
    const inserted = await db
      .insertInto('attribute_definitions')
      .values({
        key: definition.key,
        label_zh: definition.labels.zh,
        label_en: definition.labels.en,
        type: definition.type,
        choices: JSON.stringify(definition.choices),
        required: toDbBoolean(definition.required),
        is_unique: toDbBoolean(definition.unique),
        listed: toDbBoolean(definition.listed),
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returningAll()
      .executeTakeFirst();
    return inserted && toDefinition(inserted);
  }

  async update(before: StoredDefinition, after: AttributeDefinition, now: string, db: Db = this.db): Promise<StoredDefinition> {
    const row = await db
      .updateTable('attribute_definitions')
      .set({
        label_zh: after.labels.zh,
        label_en: after.labels.en,
        type: after.type,
        choices: JSON.stringify(after.choices),
        required: toDbBoolean(after.required),
        is_unique: toDbBoolean(after.unique),
        listed: toDbBoolean(after.listed),
        updated_at: now,
      })
      .where('definition_id', '=', before.definitionId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (before.unique !== after.unique) await this.keepUnique(before.definitionId, after.unique, after.type, db);
    return toDefinition(row);
  }

  /** Deletes the definition and every value of it; answers how many values went with it. */
  async delete(definition: StoredDefinition, db: Db = this.db): Promise<number> {
    const values = await db.deleteFrom('tenant_attribute_values').where('definition_id', '=', definition.definitionId).executeTakeFirst();
    await db.deleteFrom('attribute_definitions').where('definition_id', '=', definition.definitionId).execute();
    return Number(values.numDeletedRows);
  }

  /** Each tenant's values, by key, for the tenants named (`attribute-values.ts`). */
  async valuesOf(tenantIds: readonly number[], db: Db = this.db): Promise<Map<number, TenantAttributes>> {
    const [only] = tenantIds;
    if (tenantIds.length === 1 && only !== undefined && db === this.db) return new Map([[only, await this.oneTenantsValues(only)]]);
    return valuesOf(db, tenantIds);
  }

  /** Every tenant's values, in one read (`attribute-values.ts`). */
  allValues(db: Db = this.db): Promise<Map<number, TenantAttributes>> {
    return allValues(db);
  }

  /** Sets a tenant's values, checked against the definitions as they are in `db`; answers the audit event's changes. */
  async setValues(tenantId: number, changes: TenantAttributeChanges, creating: boolean, db: Db = this.db): Promise<AuditChanges> {
    return setValues(db, await this.list(db), tenantId, changes, creating);
  }

  /** What the tenants' values of a definition would stand in the way of, counted now. */
  valuesInTheWay(definition: StoredDefinition, db: Db = this.db): Promise<ValuesInTheWay> {
    const id = definition.definitionId;
    const column = valueColumnOf(definition.type);
    const countOf = async (query: Promise<{ count: number | string } | undefined>) => Number((await query)?.count ?? 0);
    return (async () => {
      const withValue = await countOf(db.selectFrom('tenant_attribute_values').where('definition_id', '=', id).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst());
      const tenants = await countOf(
        db.selectFrom('tenants').where('deleted_at', 'is', null).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst(),
      );
      const sharing = await countOf(
        db
          .selectFrom(
            db
              .selectFrom('tenant_attribute_values')
              .where('definition_id', '=', id)
              .groupBy(column)
              .having((eb) => eb.fn.countAll(), '>', 1)
              .select((eb) => eb.fn.countAll<number | string>().as('holders'))
              .as('shared'),
          )
          .select(sql<number | string>`coalesce(sum(holders), 0)`.as('count'))
          .executeTakeFirst(),
      );
      const holding = (choices: readonly string[]) =>
        choices.length === 0
          ? Promise.resolve(0)
          : countOf(
              db
                .selectFrom('tenant_attribute_values')
                .where('definition_id', '=', id)
                .where('value_text', 'in', choices)
                .select((eb) => eb.fn.countAll<number | string>().as('count'))
                .executeTakeFirst(),
            );
      return { withValue, withoutValue: Math.max(0, tenants - withValue), sharing, holding };
    })();
  }

  /** Copies the values into `unique_value` (the database then refuses a second holder), or clears them. */
  private async keepUnique(definitionId: number, unique: boolean, type: AttributeType, db: Db): Promise<void> {
    if (!unique) {
      await db.updateTable('tenant_attribute_values').set({ unique_value: null }).where('definition_id', '=', definitionId).execute();
      return;
    }
    // One update a value: rare (an administrator's change of a definition), and the text is the same as new values get.
    const rows = await db.selectFrom('tenant_attribute_values').select(['tenant_id', 'value_text', 'value_number', 'value_date']).where('definition_id', '=', definitionId).execute();
    for (const row of rows) {
      const value = valueOfRow(type, row);
      await db
        .updateTable('tenant_attribute_values')
        .set({ unique_value: value === undefined ? null : uniqueTextOf(value) })
        .where('definition_id', '=', definitionId)
        .where('tenant_id', '=', row.tenant_id)
        .execute();
    }
  }
}
