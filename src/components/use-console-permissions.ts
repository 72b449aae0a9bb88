import { usePermissions } from 'react-admin';
import { storedPermissions, type ConsolePermissions } from '../lib/permissions';

/**
 * The signed-in user's permissions, known from the first render: they are the stored session's,
 * which is what the auth provider answers (the console's query client starts with them), so a page
 * is not drawn empty first and again once react-admin has asked.
 */
export function useConsolePermissions(): ConsolePermissions {
  const { permissions } = usePermissions<ConsolePermissions>();
  return permissions ?? storedPermissions();
}
