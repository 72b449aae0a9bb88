import type { AttributeType, AttributeValue } from '../../../../src/generated/model/index.js';

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
