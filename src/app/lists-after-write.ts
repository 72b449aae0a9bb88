import type { Mutation, QueryClient } from '@tanstack/react-query';

/** react-admin's writes, as its mutation keys name them: `[resource, 'create', params]`. */
const WRITES: ReadonlySet<unknown> = new Set(['create', 'update', 'updateMany', 'delete', 'deleteMany']);
/** react-admin's queries that hold a set of records, which a write may add to, take from or reorder. */
const LISTS = ['getList', 'getInfiniteList', 'getManyReference'] as const;

/** The resource a react-admin write changed, or none for any other mutation. */
export function writtenResource(mutationKey: readonly unknown[] | undefined): string | undefined {
  const [resource, kind] = mutationKey ?? [];
  return typeof resource === 'string' && WRITES.has(kind) ? resource : undefined;
}

/**
 * After a write succeeds, the resource's lists are read again when next shown. react-admin marks
 * them stale after a create, but a pessimistic update then writes the saved record into every
 * cached list and so marks them fresh again: Create, then Edit and Save, led to a list without the
 * new record. Runs after react-admin's own cache updates (the cache's `onSettled` comes after the
 * mutation's `onSuccess`), so nothing makes them fresh again.
 */
export function staleListsAfterWrite(queryClient: QueryClient, mutation: Pick<Mutation<unknown, unknown, unknown, unknown>, 'options'>): void {
  const resource = writtenResource(mutation.options.mutationKey);
  if (!resource) return;
  for (const list of LISTS) void queryClient.invalidateQueries({ queryKey: [resource, list] });
}
