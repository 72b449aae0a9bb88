import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * The `token` of a mailed reset link, read once; then the address bar (and the history entry)
 * loses it, so it is not left behind for the next person at this browser.
 */
export function useLinkToken(): [token: string | undefined, forget: () => void] {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const [token, setToken] = useState(() => new URLSearchParams(search).get('token') ?? undefined);
  const inAddress = new URLSearchParams(search).has('token');
  useEffect(() => {
    if (inAddress) navigate(`${pathname}${window.location.hash}`, { replace: true });
  }, [inAddress, pathname, navigate]);
  return [token, () => setToken(undefined)];
}
