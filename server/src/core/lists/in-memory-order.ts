/**
 * The server's orders for rows held in memory, as the databases sort their columns: what an area's
 * list declaration (`modules/<area>/list.ts`) orders the mock server's rows with.
 */

/**
 * Orders two rows by one field, ascending. Declared as a method, its parameters are compared both
 * ways, so a list of one kind of row fits where the mock takes the lists of every area.
 */
export type Comparator<Row> = { compare(a: Row, b: Row): number }['compare'];

/** Text in the byte order of its UTF-8 form, which is the order of its code points. */
export function compareText(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const difference = (left[i]?.codePointAt(0) ?? 0) - (right[i]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

export const compareNumbers = (a: number, b: number): number => a - b;
/** `false` before `true`, as the databases store them (0, 1). */
export const compareBooleans = (a: boolean, b: boolean): number => Number(a) - Number(b);
/** ISO 8601 instants in time order; `null` (never) first, as the server sorts them ascending. */
export function compareInstants(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  return Date.parse(a) - Date.parse(b);
}
