import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';

/** Pages for administrators only: anyone else is shown the 403 page instead. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<string>();
  if (isPending) return null;
  return permissions === 'admin' ? children : <Navigate to="/403" replace />;
}
