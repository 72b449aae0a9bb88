import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PageLoadingBar } from '../../components/page-loading-bar';
import { useCurrentUser } from '../../components/use-current-user';
import { getToken } from '../../lib/session';

type Page = 'list' | 'create' | 'show' | 'edit';

/**
 * Who sees which user page: administrators and owners see them all; a member sees
 * their own profile only, so the list leads to it and anyone else's page is forbidden.
 */
export function UserAccess({ view: page, children }: { view: Page; children: ReactNode }) {
  const { access, userId } = useCurrentUser();
  const { id } = useParams();
  // Signed out (a session that just ended): sign-in comes next, not a page saying "forbidden".
  if (access === undefined || !getToken()) return <PageLoadingBar />;
  if (access === 'manage') return children;
  if (page === 'list' && userId !== undefined) return <Navigate to={`/users/${userId}/show`} replace />;
  if ((page === 'show' || page === 'edit') && id !== undefined && id === String(userId)) return children;
  return <Navigate to="/403" replace />;
}
