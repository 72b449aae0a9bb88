import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getToken } from '../lib/session';
import { useConsolePermissions } from './use-console-permissions';

/** Pages for administrators only: anyone else is shown the 403 page instead. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const permissions = useConsolePermissions();
  // Signed out (a session that just ended): sign-in comes next, not a page saying "forbidden".
  if (!getToken()) return null;
  return permissions === 'admin' ? children : <Navigate to="/403" replace />;
}
