import type { FieldOverride } from './declaration';
import { schemaFields, type ObjectSchema, type SchemaField } from './schema-fields';

/** One field as a view shows it: what the contract says of it, where the declaration overrides it, its label key. */
export interface ViewField<R> {
  field: SchemaField;
  override: FieldOverride<R>;
  label: string;
}

/** The i18n key of a field's label. */
export function labelKey(resource: string, field: string, override?: { label?: string }): string {
  return override?.label ?? `resources.${resource}.fields.${field}`;
}

/** The i18n key of an enum value's name. */
export function choiceKey(resource: string, field: string, value: string): string {
  return `resources.${resource}.choices.${field}.${value}`;
}

/**
 * The fields a view shows, in order: those it names, or every field of its schema that is not
 * hidden. A name the schema does not have is a mistake in the declaration, said at once.
 */
export function viewFields<R>(
  resource: string,
  schema: ObjectSchema,
  idField: string,
  overrides: Partial<Record<string, FieldOverride<R>>> | undefined,
  order: readonly string[] | undefined,
): ViewField<R>[] {
  const fields = schemaFields(schema, idField);
  const byName = new Map(fields.map((field) => [field.name, field]));
  const names = order ?? fields.filter((field) => !overrides?.[field.name]?.hidden).map((field) => field.name);
  return names.map((name) => {
    const field = byName.get(name);
    if (!field) throw new Error(`The contract's ${resource} has no field ${name}`);
    const override = overrides?.[name] ?? {};
    return { field, override, label: labelKey(resource, name, override) };
  });
}
