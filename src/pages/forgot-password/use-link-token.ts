import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The `token` of a mailed reset link, read once; then the address bar (and the history entry)
 * loses it, so it is not left behind for the next person at this browser.
 */
export function useLinkToken(): [token: string | undefined, forget: () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => new URLSearchParams(location.search).get('token') ?? undefined);
  const inAddress = new URLSearchParams(location.search).has('token');
  useEffect(() => {
    if (inAddress) void navigate({ pathname: location.pathname, search: '', hash: location.hash }, { replace: true });
  }, [inAddress, location.pathname, location.hash, navigate]);
  return [token, () => setToken(undefined)];
}
