import type { Identifier } from 'react-admin';

/** The ids from one row to another, both included, in the order the page shows them (a shift-click's run). */
export function rowsBetween(pageIds: readonly Identifier[], from: Identifier, to: Identifier): Identifier[] {
  const [start, end] = [pageIds.indexOf(from), pageIds.indexOf(to)].sort((a, b) => a - b) as [number, number];
  return start === -1 ? [to] : pageIds.slice(start, end + 1);
}
