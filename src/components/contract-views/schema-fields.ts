import * as zod from 'zod';

/** How a field of the contract shows and is typed in: what its zod schema says it is. */
export type FieldKind = 'id' | 'text' | 'email' | 'dateTime' | 'number' | 'boolean' | 'enum';

/** One property of a contract object, as its generated zod schema describes it. */
export interface SchemaField {
  name: string;
  kind: FieldKind;
  /** The property may be left out. */
  optional: boolean;
  /** The property may be `null`. */
  nullable: boolean;
  /** An enum's values, in the contract's order. */
  choices?: readonly string[];
  minLength?: number;
  maxLength?: number;
  minValue?: number;
  maxValue?: number;
  /** A string's pattern, as the contract writes it. */
  pattern?: string;
  /** The property's own schema, without optional or nullable around it: what a value must pass. */
  schema: zod.ZodType;
}

/** A zod object schema: the generated schemas of the contract's bodies and list items. */
export type ObjectSchema = zod.ZodObject<zod.ZodRawShape>;

function unwrap(schema: zod.ZodType): { inner: zod.ZodType; optional: boolean; nullable: boolean } {
  let inner = schema;
  let optional = false;
  let nullable = false;
  for (;;) {
    if (inner instanceof zod.ZodOptional || inner instanceof zod.ZodDefault) optional = true;
    else if (inner instanceof zod.ZodNullable) nullable = true;
    else return { inner, optional, nullable };
    inner = inner.unwrap() as zod.ZodType;
  }
}

/** A finite bound, or none: the contract's "at most 2^53 - 1" says nothing to a person. */
function bound(value: number | null | undefined): number | undefined {
  return value === null || value === undefined || !Number.isFinite(value) ? undefined : value;
}

function kindOf(name: string, idField: string, inner: zod.ZodType): FieldKind {
  if (name === idField) return 'id';
  if (inner instanceof zod.ZodEnum) return 'enum';
  if (inner instanceof zod.ZodBoolean) return 'boolean';
  if (inner instanceof zod.ZodNumber) return 'number';
  if (inner instanceof zod.ZodStringFormat && inner.format === 'datetime') return 'dateTime';
  if (inner instanceof zod.ZodStringFormat && inner.format === 'email') return 'email';
  return 'text';
}

/** The properties of a contract object in the contract's order, each with what a form needs to check it. */
export function schemaFields(schema: ObjectSchema, idField = 'id'): SchemaField[] {
  return Object.entries(schema.shape).map(([name, property]) => {
    const { inner, optional, nullable } = unwrap(property as zod.ZodType);
    const field: SchemaField = { name, kind: kindOf(name, idField, inner), optional, nullable, schema: inner };
    if (inner instanceof zod.ZodEnum) field.choices = inner.options.map(String);
    if (inner instanceof zod.ZodString || inner instanceof zod.ZodStringFormat) {
      field.minLength = bound(inner.minLength);
      field.maxLength = bound(inner.maxLength);
      const regex = inner.def.checks?.find((check) => check._zod.def.check === 'string_format' && 'pattern' in check._zod.def);
      if (inner.format === 'regex' && regex && 'pattern' in regex._zod.def && regex._zod.def.pattern instanceof RegExp) {
        field.pattern = regex._zod.def.pattern.source;
      }
    }
    if (inner instanceof zod.ZodNumber) {
      field.minValue = bound(inner.minValue);
      field.maxValue = bound(inner.maxValue);
    }
    return field;
  });
}
