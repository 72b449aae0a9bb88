import fc from 'fast-check';
import type { JsonSchema } from '../../helpers/contract-validator.js';

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
/** Long enough to reach every limit the contract sets on text, short enough to stay fast. */
const LONGEST_TEXT = 600;
const LONGEST_LIST = 6;

const codePoints = (text: string) => [...text].length;

function withinLength(schema: JsonSchema) {
  const min = Number(schema['minLength'] ?? 0);
  const max = Number(schema['maxLength'] ?? Number.POSITIVE_INFINITY);
  return (text: string) => codePoints(text) >= min && codePoints(text) <= max;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const pattern = schema['pattern'];
  // An address: fast-check's, over https (what servers take unless a setting allows http), within the pattern.
  if (schema['format'] === 'uri') {
    const matches = typeof pattern === 'string' ? new RegExp(pattern) : undefined;
    return fc.webUrl({ validSchemes: ['https'] }).filter((url) => (matches?.test(url) ?? true) && withinLength(schema)(url));
  }
  // A mail address every validator takes: what a person types, at a domain that is no one's.
  if (schema['format'] === 'email') {
    const part = fc.stringMatching(/^[a-z0-9]{1,20}$/);
    return fc.tuple(part, part).map(([local, domain]) => `${local}@${domain}.example`).filter(withinLength(schema));
  }
  if (typeof pattern === 'string') return fc.stringMatching(new RegExp(pattern)).filter(withinLength(schema));
  const minLength = Number(schema['minLength'] ?? 0);
  const maxLength = Math.min(Number(schema['maxLength'] ?? LONGEST_TEXT), LONGEST_TEXT);
  return fc
    .oneof(
      fc.string({ minLength, maxLength, unit: 'grapheme' }),
      fc.string({ minLength, maxLength, unit: 'binary' }),
      fc.string({ minLength, maxLength: Math.min(maxLength, 40), unit: 'grapheme-ascii' }),
    )
    .filter(withinLength(schema));
}

/** Values the schema accepts, for every schema the contract uses (every `$ref` already resolved). */
export function schemaArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema['const']);
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  const choices = (schema['oneOf'] ?? schema['anyOf']) as JsonSchema[] | undefined;
  if (choices) return fc.oneof(...choices.map(schemaArbitrary));
  const type = schema['type'];
  if (Array.isArray(type)) return fc.oneof(...type.map((t: string) => schemaArbitrary({ ...schema, type: t })));
  switch (type) {
    case 'integer':
      return fc.integer({
        min: Math.max(Number(schema['minimum'] ?? INT32.min), INT32.min),
        max: Math.min(Number(schema['maximum'] ?? INT32.max), INT32.max),
      });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      const items = schemaArbitrary((schema['items'] ?? {}) as JsonSchema);
      const constraints = {
        minLength: Number(schema['minItems'] ?? 0),
        maxLength: Math.min(Number(schema['maxItems'] ?? LONGEST_LIST), LONGEST_LIST),
      };
      return schema['uniqueItems'] === true
        ? fc.uniqueArray(items, { ...constraints, selector: (value) => JSON.stringify(value) })
        : fc.array(items, constraints);
    }
    case 'object': {
      const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
      const required = (schema['required'] ?? []) as string[];
      const minProperties = Number(schema['minProperties'] ?? 0);
      return fc
        .record(
          Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, schemaArbitrary(property)])),
          { requiredKeys: required },
        )
        .filter((value) => Object.keys(value).length >= minProperties);
    }
    default:
      return fc.jsonValue();
  }
}
