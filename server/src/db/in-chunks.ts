/**
 * Rows per statement when many are written at once: a few hundred keeps every insert under
 * SQLite's and PostgreSQL's limits on parameters (32,766 and 65,535) at sixteen columns a row.
 */
export const ROWS_PER_STATEMENT = 500;

/** `items` in consecutive slices of at most `size`, in order. */
export function* inChunks<T>(items: readonly T[], size: number = ROWS_PER_STATEMENT): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
