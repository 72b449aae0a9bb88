import HistoryIcon from '@mui/icons-material/History';
import { adminPage } from '../../components/lazy-page-with-messages';
import type { ResourceModule } from '../../lib/resource-module';
import { createAuditDataProvider } from './audit-data-provider';
import { AUDIT_RESOURCE, type AuditRecord } from './audit-record';
import { firstPage } from './first-list-page';

/**
 * The audit log at `/logs`. Everyone signed in may read it: the server answers each with what they
 * may see (all of an administrator's acting tenant, an owner's tenant, a member's own actions).
 */
const auditEvents: ResourceModule = {
  // The audit log's address is /logs: react-admin names a resource by its address.
  name: AUDIT_RESOURCE,
  views: {
    list: adminPage(() => import('./audit-list')),
    show: adminPage(() => import('./audit-show')),
  },
  audience: 'tenant',
  icon: HistoryIcon,
  recordRepresentation: (record: AuditRecord) => `#${record.id}`,
  createDataProvider: createAuditDataProvider,
  firstListPage: firstPage,
};

export default auditEvents;
