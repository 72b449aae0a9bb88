import { usePermissions } from 'react-admin';
import { storedPermissions, type ConsolePermissions } from '../lib/permissions';

const PERMISSIONS_STALE_MS = 5 * 60 * 1000;

/**
 * The signed-in user's permissions, known from the first render: they are the stored session's,
 * which is what the auth provider answers, so a page is not drawn empty first and again once
 * react-admin has asked it.
 */
export function useConsolePermissions(): ConsolePermissions {
  const { permissions } = usePermissions<ConsolePermissions>(undefined, {
    staleTime: PERMISSIONS_STALE_MS,
    initialData: storedPermissions,
  });
  return permissions ?? storedPermissions();
}
