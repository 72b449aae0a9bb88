import BusinessIcon from '@mui/icons-material/Business';
import { lazyPage } from '../../components/lazy-page';
import { RequireAdmin } from '../../components/require-admin';
import type { TenantRecord } from './tenant-record';

const TenantList = lazyPage(() => import('./tenant-list'));
const TenantShow = lazyPage(() => import('./tenant-show'));
const TenantEdit = lazyPage(() => import('./tenant-edit'));

/** The tenant page at this address, its code asked for as the console boots there. */
export function preloadTenantPage(pathname: string): Promise<void> {
  if (pathname === '/tenants') return TenantList.preload();
  if (/^\/tenants\/[^/]+\/show$/.test(pathname)) return TenantShow.preload();
  if (/^\/tenants\/[^/]+$/.test(pathname)) return TenantEdit.preload();
  return Promise.resolve();
}

export default {
  list: () => (
    <RequireAdmin>
      <TenantList />
    </RequireAdmin>
  ),
  show: () => (
    <RequireAdmin>
      <TenantShow />
    </RequireAdmin>
  ),
  edit: () => (
    <RequireAdmin>
      <TenantEdit />
    </RequireAdmin>
  ),
  icon: BusinessIcon,
  recordRepresentation: (record: TenantRecord) => record.username,
};
