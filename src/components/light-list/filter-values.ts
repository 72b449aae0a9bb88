/** A filter's value as a field shows it: nothing is an empty field. */
export function shownValue(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** The list's filters with one of them set, or left out when empty (no filter at all, as react-admin's form leaves it). */
export function withFilter(filters: Record<string, unknown>, source: string, value: string): Record<string, unknown> {
  const { [source]: _replaced, ...others } = filters;
  return value === '' ? others : { ...others, [source]: value };
}
