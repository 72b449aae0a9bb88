import { withoutEmpty } from '../../lib/list-page';

/** A filter's value as a field shows it: nothing is an empty field. */
export function shownValue(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** The list's filters with one of them set, empty ones left out (no filter at all, as react-admin's form leaves them). */
export function withFilter(filters: Record<string, unknown>, source: string, value: string): Record<string, unknown> {
  return withoutEmpty({ ...filters, [source]: value });
}
