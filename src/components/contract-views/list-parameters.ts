import type * as zod from 'zod';
import type { ObjectSchema } from './schema-fields';

/**
 * What a list operation's query parameters (the generated `list<Area>QueryParams`) allow. The
 * contract's list convention is ra-data-simple-rest's: `sort` and `filter` are JSON strings whose
 * description names the fields, each in backticks (`sort`: "Fields: `tenantId`, `username`, …";
 * `filter`: "`q`: text …; `enabled`: `true` or `false`").
 */
export interface ListParameters {
  /** The fields the server sorts by; none when the operation takes no `sort`. */
  sortable: ReadonlySet<string>;
  /** The keys `filter` takes; none when the operation takes no `filter`. */
  filters: readonly string[];
}

const NO_PARAMETERS: ListParameters = { sortable: new Set(), filters: [] };

function description(params: ObjectSchema, name: string): string | undefined {
  // The generated schemas are zod's classic ones, which carry their description.
  return (params.shape[name] as zod.ZodType | undefined)?.description;
}

/** The named fields of a parameter's description that are also fields of the list's records. */
function namedIn(text: string, pattern: RegExp, fields: readonly string[]): string[] {
  const named = [...text.matchAll(pattern)].map((match) => match[1] ?? '');
  return [...new Set(named)].filter((name) => name === 'q' || fields.includes(name));
}

export function listParameters(params: ObjectSchema | undefined, fields: readonly string[]): ListParameters {
  if (!params) return NO_PARAMETERS;
  const sort = description(params, 'sort');
  const filter = description(params, 'filter');
  return {
    sortable: new Set(sort ? namedIn(sort, /`([A-Za-z]\w*)`/g, fields).filter((name) => name !== 'q') : []),
    // A filter key is the one its description follows with a colon: "`enabled`: `true` or `false`".
    filters: filter ? namedIn(filter, /`([A-Za-z]\w*)`:/g, fields) : [],
  };
}
