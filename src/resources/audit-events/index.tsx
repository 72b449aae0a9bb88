import HistoryIcon from '@mui/icons-material/History';
import { lazyPage } from '../../components/lazy-page';
import type { AuditRecord } from './audit-record';

const AuditList = lazyPage(() => import('./audit-list'));
const AuditShow = lazyPage(() => import('./audit-show'));

/** The audit page at this address, its code asked for as the console boots there. */
export function preloadAuditPage(pathname: string): Promise<void> {
  if (pathname === '/logs') return AuditList.preload();
  if (/^\/logs\/[^/]+\/show$/.test(pathname)) return AuditShow.preload();
  return Promise.resolve();
}

/**
 * The audit log at `/logs` (DESIGN §7). Everyone signed in may read it: the server answers each
 * with what they may see (all of an administrator's acting tenant, an owner's tenant, a member's own actions).
 */
export default {
  list: AuditList,
  show: AuditShow,
  icon: HistoryIcon,
  recordRepresentation: (record: AuditRecord) => `#${record.id}`,
};
