import { describe, expect, it } from 'vitest';
import { createQueryClient, MAX_RETRIES, shouldRetry, STALE_TIME_MS } from '../../../src/app/query-client';
import { ApiError } from '../../../src/lib/http-client';
import { admin, signIn } from '../fixtures';

describe('the query client', () => {
  it('retries failures that may pass, at most three times', () => {
    const serverError = new ApiError('boom', { status: 500 });
    const network = new ApiError('Network Error');
    expect(shouldRetry(0, serverError)).toBe(true);
    expect(shouldRetry(2, network)).toBe(true);
    expect(shouldRetry(MAX_RETRIES, serverError)).toBe(false);
    expect(MAX_RETRIES).toBe(3);
  });

  it.each([401, 403, 404, 409])('never retries a %s', (status) => {
    expect(shouldRetry(0, new ApiError('refused', { status }))).toBe(false);
  });

  it('keeps answers fresh for 10 s and refetches when the window regains focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(STALE_TIME_MS).toBe(10_000);
    expect(defaults?.staleTime).toBe(STALE_TIME_MS);
    expect(defaults?.refetchOnWindowFocus).toBe(true);
  });

  it.each([
    ['an administrator', admin, 'admin'],
    ['anyone else', { ...admin, isAdmin: false }, 'user'],
  ])('starts react-admin’s permissions query with the stored session’s permissions, for %s', (_who, stored, expected) => {
    signIn(stored);
    const queryClient = createQueryClient();
    // As react-admin's usePermissions creates it: already answered, so no page waits or is drawn again.
    const query = queryClient.getQueryCache().build(queryClient, { queryKey: ['auth', 'getPermissions', {}] });
    expect(query.state.status).toBe('success');
    expect(query.state.data).toBe(expected);
  });

  it('leaves a resource’s lists to be read again after a write of it, even one that wrote into them (issue 55)', async () => {
    const queryClient = createQueryClient();
    const page = { data: [{ id: 1 }], total: 1 };
    queryClient.setQueryData(['webhooks', 'getList', {}], page);
    queryClient.setQueryData(['users', 'getList', {}], page);
    // As react-admin's pessimistic update does: the saved record written into every cached list.
    const save = queryClient.getMutationCache().build(queryClient, {
      mutationKey: ['webhooks', 'update', { id: 1 }],
      mutationFn: () => Promise.resolve({ id: 1 }),
      onSuccess: () => queryClient.setQueriesData({ queryKey: ['webhooks', 'getList'] }, (old) => old, { updatedAt: Date.now() }),
    });
    await save.execute({});
    expect(queryClient.getQueryState(['webhooks', 'getList', {}])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['users', 'getList', {}])?.isInvalidated).toBe(false);
  });
});
