type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

function isBranch(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function mergeInto(into: Record<string, unknown>, from: Record<string, unknown>, path: string): void {
  for (const [key, value] of Object.entries(from)) {
    const at = path === '' ? key : `${path}.${key}`;
    const existing = into[key];
    if (existing === undefined) into[key] = value;
    else if (isBranch(existing) && isBranch(value)) {
      const branch = { ...existing };
      mergeInto(branch, value, at);
      into[key] = branch;
    } else throw new Error(`The message ${at} is defined twice`);
  }
}

/**
 * The parts' messages as one tree. Parts may share a branch (an area's events worded at
 * `audit.sentences.<area>`, beside the audit log's own sentences, in the area's file), never a
 * message: one defined twice throws, naming it, rather than one part silently hiding the other's.
 */
export function mergeMessages<Parts extends object[]>(...parts: Parts): UnionToIntersection<Parts[number]> {
  const merged: Record<string, unknown> = {};
  for (const part of parts) mergeInto(merged, part as Record<string, unknown>, '');
  // Built key for key from the parts, so it has every key of each.
  return merged as UnionToIntersection<Parts[number]>;
}
