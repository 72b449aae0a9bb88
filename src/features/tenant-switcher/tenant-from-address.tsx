import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { getTenant } from '../../generated/endpoints/tenants/tenants';
import { PageLoadingBar } from '../../components/page-loading-bar';
import { ApiError } from '../../lib/http-client';
import { getStoredUser, getToken } from '../../lib/session';
import { actingTenantId, ownTenantId, TENANT_PARAMETER } from '../tenant-context';
import { useSwitchTenant } from './use-tenant-switcher';

function parseId(raw: string): number | undefined {
  const id = Number(raw);
  return /^[0-9]+$/.test(raw.trim()) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Applies `?tenant=<id>` on any page: an administrator acts in that tenant once the server has
 * said it exists (and it is enabled); anyone else may name only their own tenant, which changes
 * nothing. A refusal says why and leaves the acting tenant as it was. The page waits meanwhile, so
 * it never shows (or asks for) the previous tenant's data, and the parameter then leaves the
 * address (replaced, not pushed): the acting tenant is shared by every tab and outlives the page,
 * so an address that kept it would go on claiming a tenant after a switch elsewhere, and a reload
 * would switch back.
 */
export function TenantFromAddress({ children }: { children?: ReactNode }) {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const { switchTo } = useSwitchTenant();
  const raw = new URLSearchParams(location.search).get(TENANT_PARAMETER);
  const handled = useRef<string | undefined>(undefined);

  useEffect(() => {
    // Signed out, the session check sends the visitor to sign in, with this address to come back to.
    // Once per visit to the address (an effect may run twice for one).
    const visit = `${location.key} ${location.search}`;
    if (raw === null || getToken() === null || handled.current === visit) return;
    handled.current = visit;
    const done = () => {
      const params = new URLSearchParams(location.search);
      params.delete(TENANT_PARAMETER);
      const search = params.toString();
      void navigate({ pathname: location.pathname, search: search === '' ? '' : `?${search}`, hash: location.hash }, { replace: true, state: location.state });
    };
    const refuse = (description: string) => toast.error(translate('shell.tenantLink.refusedTitle'), { description });

    const id = parseId(raw);
    if (id === undefined) {
      refuse(translate('shell.tenantLink.invalid', { value: raw }));
      return done();
    }
    if (getStoredUser()?.isAdmin !== true) {
      if (id !== ownTenantId()) refuse(translate('shell.tenantLink.forbidden', { id }));
      return done();
    }
    if (id === actingTenantId()) return done();
    getTenant(id)
      .then(({ tenantId, username, enabled }) => {
        switchTo({ tenantId, username, enabled });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) refuse(translate('shell.tenantLink.notFound', { id }));
        else if (error instanceof ApiError && error.status === 403) refuse(translate('shell.tenantLink.forbidden', { id }));
        else refuse(error instanceof Error && error.message ? error.message : translate('shell.tenantLink.failed'));
      })
      .finally(done);
  }, [raw, location, navigate, switchTo, translate]);

  return raw === null ? children : <PageLoadingBar />;
}
