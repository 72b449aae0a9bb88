/** Event types as the database keeps them: each between spaces, so that SQL matches one with LIKE. */
export function storedEventTypes(types: readonly string[]): string {
  return ` ${[...new Set(types)].sort().join(' ')} `;
}

export function eventTypesOf(stored: string): string[] {
  return stored.trim().split(' ').filter(Boolean);
}
