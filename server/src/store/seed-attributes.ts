import type { Kysely } from 'kysely';
import type { AttributeType } from '../../../src/generated/model/index.js';
import type { Database } from '../db/database.js';
import { toDbBoolean } from '../db/database.js';
import { settleAfterBulkWrite } from '../db/settle.js';

interface DemoAttribute {
  key: string;
  labelZh: string;
  labelEn: string;
  type: AttributeType;
  choices?: string[];
  listed: boolean;
}

/** Five attributes, one of each kind a list filters or sorts by differently (the bench's million). */
export const DEMO_ATTRIBUTES: readonly DemoAttribute[] = [
  { key: 'plan', labelZh: '套餐', labelEn: 'Plan', type: 'enum', choices: ['free', 'team', 'business', 'enterprise'], listed: true },
  { key: 'seats', labelZh: '席位', labelEn: 'Seats', type: 'number', listed: true },
  { key: 'region', labelZh: '区域', labelEn: 'Region', type: 'enum', choices: ['cn-north', 'cn-east', 'eu-west', 'us-east', 'ap-south'], listed: false },
  { key: 'renews', labelZh: '续费日', labelEn: 'Renews', type: 'date', listed: false },
  { key: 'managed', labelZh: '托管', labelEn: 'Managed', type: 'boolean', listed: false },
];

const FIRST_RENEWAL = Date.UTC(2026, 0, 1);
const DAY_MS = 86_400_000;

/** A number 0…2³²−1 for the n-th tenant and one attribute, spread evenly (a 32-bit integer hash), so that no two attributes move together. */
function spread(n: number, attribute: number): number {
  let h = Math.imul(n ^ Math.imul(attribute, 0x9e3779b9), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function planOf(n: number): string {
  const percent = spread(n, 1) % 100;
  return percent < 5 ? 'enterprise' : percent < 20 ? 'business' : percent < 50 ? 'team' : 'free';
}

/**
 * The n-th demo tenant's values, always the same and independent of each other: plans skewed as
 * customers are (5 % enterprise), seats 1–1,000 and missing on one tenant in ten (so a sort meets
 * tenants without a value), regions even, renewals over two years, one tenant in four managed.
 */
export function demoAttributeValues(n: number): Record<string, string | number | boolean | undefined> {
  return {
    plan: planOf(n),
    seats: spread(n, 2) % 10 === 0 ? undefined : (spread(n, 3) % 1000) + 1,
    region: DEMO_ATTRIBUTES[2]?.choices?.[spread(n, 4) % 5],
    renews: new Date(FIRST_RENEWAL + (spread(n, 5) % 730) * DAY_MS).toISOString().slice(0, 10),
    managed: spread(n, 6) % 4 === 0,
  };
}

/** A demo tenant's number from its username (`acme-0001` → 1); other tenants have none. */
function demoNumber(username: string): number | undefined {
  const match = /^[a-z]+-(\d+)$/.exec(username);
  return match ? Number(match[1]) : undefined;
}

const TENANTS_PER_STATEMENT = 1_000;
const TENANTS_PER_TRANSACTION = 50_000;

async function definitionIds(db: Kysely<Database>, now: string): Promise<Map<string, { id: number; type: AttributeType }>> {
  for (const attribute of DEMO_ATTRIBUTES) {
    await db
      .insertInto('attribute_definitions')
      .values({
        key: attribute.key,
        label_zh: attribute.labelZh,
        label_en: attribute.labelEn,
        type: attribute.type,
        choices: JSON.stringify(attribute.choices ?? []),
        required: toDbBoolean(false),
        is_unique: toDbBoolean(false),
        listed: toDbBoolean(attribute.listed),
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
  }
  const rows = await db.selectFrom('attribute_definitions').select(['definition_id', 'key', 'type']).execute();
  return new Map(rows.map((row) => [row.key, { id: row.definition_id, type: row.type }]));
}

/**
 * The demo attributes defined (each kept if an attribute of its key exists) and every demo
 * tenant's values set where it has none yet, in tenant order, a few transactions in all.
 * Returns how many values were written.
 */
export async function seedDemoAttributes(db: Kysely<Database>): Promise<number> {
  const definitions = await definitionIds(db, new Date().toISOString());
  let written = 0;
  let after = 0;
  for (;;) {
    const tenants = await db.selectFrom('tenants').select(['tenant_id', 'username']).where('tenant_id', '>', after).orderBy('tenant_id').limit(TENANTS_PER_TRANSACTION).execute();
    const last = tenants[tenants.length - 1];
    if (!last) break;
    after = last.tenant_id;
    written += await db.transaction().execute(async (trx) => {
      let inTransaction = 0;
      for (let from = 0; from < tenants.length; from += TENANTS_PER_STATEMENT) {
        const rows = tenants.slice(from, from + TENANTS_PER_STATEMENT).flatMap(({ tenant_id, username }) => {
          const n = demoNumber(username);
          if (n === undefined) return [];
          return Object.entries(demoAttributeValues(n)).flatMap(([key, value]) => {
            const definition = definitions.get(key);
            if (value === undefined || !definition) return [];
            const number = typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : null;
            return [{
              tenant_id,
              definition_id: definition.id,
              value_text: typeof value === 'string' && definition.type !== 'date' ? value : null,
              value_number: number,
              value_date: definition.type === 'date' && typeof value === 'string' ? value : null,
              unique_value: null,
            }];
          });
        });
        if (rows.length === 0) continue;
        const result = await trx
          .insertInto('tenant_attribute_values')
          .values(rows)
          .onConflict((conflict) => conflict.columns(['tenant_id', 'definition_id']).doNothing())
          .executeTakeFirst();
        inTransaction += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      return inTransaction;
    });
  }
  if (written > 0) await settleAfterBulkWrite(db);
  return written;
}
