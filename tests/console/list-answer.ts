import { HttpResponse } from 'msw';

type Filter = Record<string, unknown>;

export interface ListAnswerOptions<T> {
  /** The resource named in `Content-Range` (`users`, `audit-events`). */
  resource: string;
  /** Whether a row matches the `filter` JSON; every row by default. */
  matches?: (row: T, filter: Filter) => boolean;
  /** The `sort` used when the request names none. */
  defaultSort: [string, 'ASC' | 'DESC'];
}

/**
 * The server's list convention over rows in memory, for console tests: `sort`,
 * `range` and `filter` as ra-data-simple-rest sends them, the page in the envelope and the total
 * in `Content-Range`. The real server's behaviour is held by the API tests.
 */
export function answerList<T extends object>(rows: Iterable<T>, url: URL, options: ListAnswerOptions<T>): HttpResponse<string> {
  const { searchParams } = url;
  const [field, order] = JSON.parse(searchParams.get('sort') ?? JSON.stringify(options.defaultSort)) as [string, 'ASC' | 'DESC'];
  const [start, end] = JSON.parse(searchParams.get('range') ?? '[0,999]') as [number, number];
  const filter = JSON.parse(searchParams.get('filter') ?? '{}') as Filter;
  const direction = order === 'DESC' ? -1 : 1;
  const value = (row: T) => {
    const cell = (row as Record<string, unknown>)[field];
    return typeof cell === 'string' ? cell.toLowerCase() : (cell as number | boolean | null | undefined) ?? '';
  };
  const matching = [...rows]
    .filter((row) => options.matches?.(row, filter) ?? true)
    .sort((a, b) => direction * (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0));
  const page = matching.slice(start, end + 1);
  const range = page.length === 0 ? `${options.resource} */${matching.length}` : `${options.resource} ${start}-${start + page.length - 1}/${matching.length}`;
  return HttpResponse.json({ code: 0, message: 'ok', data: page }, { headers: { 'Content-Range': range } }) as unknown as HttpResponse<string>;
}
