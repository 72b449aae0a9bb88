import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { getToken } from '../lib/session';

/** Pages for administrators only: anyone else is shown the 403 page instead. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<string>();
  // Signed out (a session that just ended): sign-in comes next, not a page saying "forbidden".
  if (isPending || !getToken()) return null;
  return permissions === 'admin' ? children : <Navigate to="/403" replace />;
}
