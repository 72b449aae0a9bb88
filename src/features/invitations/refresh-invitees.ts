import type { QueryClient } from '@tanstack/react-query';

/**
 * Reads again whatever shows people just invited: the invitations (under the users, on a tenant's
 * page) and the tenant's users, who now include them.
 */
export function refreshInvitees(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && /^users$|invitations|\/v1\/users/.test(queryKey[0]) });
}
