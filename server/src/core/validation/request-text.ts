import type { ErrorObject } from 'ajv';

/**
 * Checks the request's values as they arrived, before the schema coerces them: text must be
 * storable exactly as sent, and numbers and flags written in their one canonical form.
 */

// A lone UTF-16 surrogate has no UTF-8 form: the database would keep other characters than
// were acknowledged. U+0000 is refused by PostgreSQL and cut short by many tools.
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is refused
const UNSTORABLE = /[\u0000]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const CANONICAL_INTEGER = /^(?:0|-?[1-9][0-9]*)$/;
const CANONICAL_BOOLEAN = /^(?:true|false)$/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

function pointer(path: readonly (string | number)[]): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

function issue(keyword: string, path: readonly (string | number)[], data: unknown, params: Record<string, unknown> = {}): ErrorObject {
  return { keyword, instancePath: pointer(path), schemaPath: '', params, data };
}

/** Where a value sits, kept as a link to its parent so that walking costs no copying. */
interface Place {
  parent: Place | undefined;
  key: string | number;
}

function pathOf(place: Place | undefined): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The first string anywhere in `data` (keys included) that cannot be stored as sent. A loop over
 * an explicit stack, not recursion: its cost is linear in the size of `data`, whatever its depth.
 */
export function findUnstorableText(data: unknown): ErrorObject | undefined {
  const stack: { value: unknown; place: Place | undefined }[] = [{ value: data, place: undefined }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, place } = next;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return issue('storableText', pathOf(place), value);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push({ value: value[index], place: { parent: place, key: index } });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        if (!isStorableText(key)) return issue('storableText', pathOf({ parent: place, key }), key);
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string, unknown];
        stack.push({ value: item, place: { parent: place, key } });
      }
    }
  }
  return undefined;
}

interface PropertySchema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
}

interface ObjectSchema {
  properties?: Record<string, unknown>;
}

function typesOf(schema: PropertySchema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/**
 * Values of path, query and header parameters are text; where the contract wants an integer or
 * a boolean, only its canonical spelling is one (`3`, not `03`, `+3`, ` 3`, `3.0`, `1e0` or `0x3`;
 * `true`, not `1`).
 */
export function findNonCanonicalScalar(schema: ObjectSchema, data: unknown): ErrorObject | undefined {
  if (data === null || typeof data !== 'object' || !schema.properties) return undefined;
  const values = data as Record<string, unknown>;
  for (const [name, property] of Object.entries(schema.properties)) {
    const schemaOf = property as PropertySchema;
    const types = typesOf(schemaOf);
    const raw = values[name];
    const items = Array.isArray(raw) ? raw : [raw];
    for (const value of items) {
      if (typeof value !== 'string') continue;
      if (types.includes('integer') && !CANONICAL_INTEGER.test(value)) {
        return issue('canonicalInteger', [name], value);
      }
      // Digits past the largest safe integer would be coerced to an inexact number or Infinity.
      if (types.includes('integer') && !Number.isSafeInteger(Number(value))) {
        return value.startsWith('-')
          ? issue('minimum', [name], value, { limit: schemaOf.minimum ?? Number.MIN_SAFE_INTEGER })
          : issue('maximum', [name], value, { limit: schemaOf.maximum ?? Number.MAX_SAFE_INTEGER });
      }
      if (types.includes('boolean') && !CANONICAL_BOOLEAN.test(value)) {
        return issue('canonicalBoolean', [name], value);
      }
    }
  }
  return undefined;
}
