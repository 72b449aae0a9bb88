import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoadingBar } from '../../components/page-loading-bar';
import { useCurrentUser } from '../../components/use-current-user';
import { getToken } from '../../lib/session';

/** Webhooks are the tenant's owners' and the administrators': a member is shown the 403 page on every one of its pages. */
export function WebhookAccess({ children }: { children: ReactNode }) {
  const { access } = useCurrentUser();
  // Signed out (a session that just ended): sign-in comes next, not a page saying "forbidden".
  if (access === undefined || !getToken()) return <PageLoadingBar />;
  if (access === 'manage') return children;
  return <Navigate to="/403" replace />;
}
