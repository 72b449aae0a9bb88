import type { AppError } from '../../server/src/core/errors.js';
import type { AnyListDeclaration } from '../../server/src/core/lists/list-declaration.js';
import { pathOf } from './generated-operation.js';
import type { MockDataset } from './mock-dataset.js';

/** What a path names of the data set: one row (read by its own path, or a path below it), or an id it holds no row for. */
export type NamedRow = { found: true; row: unknown; ownPath: boolean } | { found: false; refusal: AppError };

/** `/v1/users/7` and `/v1/users/7/api-tokens` name user 7, at any origin or prefix; a part that is not digits names none (`…/tenant/export`). */
function idPattern(getOnePath: string): RegExp {
  const [, before = ''] = /^\*?(.*)\/:\w+$/.exec(getOnePath) ?? [];
  if (before === '') throw new Error(`The generated path '${getOnePath}' does not end with the id it reads`);
  return new RegExp(`${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(\\d+)(/.*)?$`);
}

/**
 * Finds the row a path names by id in the lists that read one row (`getOne`), as the server's
 * handlers look it up: an id the data set does not hold is the server's 404 for it (its code and
 * its words), for the operation reading the row and for every one below its path (`/status`,
 * `/api-tokens`, …), as the server answers for an id it holds nothing for.
 */
export function namedRows(lists: readonly AnyListDeclaration[], dataset: () => MockDataset): (pathname: string) => NamedRow | undefined {
  const readers = lists.flatMap((list) => (list.getOne === undefined ? [] : [{ list, getOne: list.getOne, pattern: idPattern(pathOf(list.getOne.operationId)) }]));
  return (pathname) => {
    for (const { list, getOne, pattern } of readers) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      const id = Number(match[1]);
      const row = (dataset().get(list.resource) ?? []).find((candidate) => list.idOf(candidate) === id);
      return row === undefined ? { found: false, refusal: getOne.notFound(id) } : { found: true, row, ownPath: match[2] === undefined };
    }
    return undefined;
  };
}
