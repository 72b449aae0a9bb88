/** `Content-Range: tenants 0-24/1042` read: the rows' place in the whole; `total` undefined when it was not counted (`*`). */
export function parseContentRange(header: string | undefined): { start: number; end: number; total: number | undefined } | undefined {
  const match = /^\w+ (?:(\d+)-(\d+)|\*)\/(\d+|\*)$/.exec(header ?? '');
  if (!match) return undefined;
  const total = match[3] === '*' ? undefined : Number(match[3]);
  if (match[1] === undefined) return { start: 0, end: -1, total };
  return { start: Number(match[1]), end: Number(match[2]), total };
}
