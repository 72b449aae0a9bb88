import type { AttributeDefinition, AttributeType, AttributeValue } from '../../../src/generated/model/index.js';

/**
 * The typed attributes' values as both their areas read them: the attributes' (writing a tenant's
 * values) and the tenants' (filtering and sorting their list by them).
 */

/** The column a type's values are kept in: text and choices, numbers and yes/no, days. */
export function valueColumnOf(type: AttributeType): 'value_text' | 'value_number' | 'value_date' {
  if (type === 'number' || type === 'boolean') return 'value_number';
  return type === 'date' ? 'value_date' : 'value_text';
}

/** A value's typed columns, as a row holds them. */
export interface ValueColumns {
  value_text: string | null;
  value_number: number | string | null;
  value_date: string | null;
}

/** The value a row holds, in its definition's type; undefined when it holds none. */
export function valueOfRow(type: AttributeType, row: ValueColumns): AttributeValue | undefined {
  if (type === 'boolean') return row.value_number === null ? undefined : Number(row.value_number) !== 0;
  if (type === 'number') return row.value_number === null ? undefined : Number(row.value_number);
  if (type === 'date') return row.value_date ?? undefined;
  return row.value_text ?? undefined;
}

/** The value again, as `unique_value` holds it: one text per value whatever its type (computed here, so both databases agree). */
export function uniqueTextOf(value: AttributeValue): string {
  return String(value);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a day of the calendar, written `YYYY-MM-DD`. */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** Whether a value is of the definition's type: a finite number, yes/no, a day, one of its choices, or text that is not blank. */
export function fitsType(definition: Pick<AttributeDefinition, 'type' | 'choices'>, value: AttributeValue): boolean {
  switch (definition.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
      return typeof value === 'string' && isDay(value);
    case 'enum':
      return typeof value === 'string' && definition.choices.includes(value);
    case 'text':
      return typeof value === 'string' && value.trim() !== '';
  }
}
