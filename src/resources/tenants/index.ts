import BusinessIcon from '@mui/icons-material/Business';
import { lazyPage } from '../../components/lazy-page';
import type { ResourceModule } from '../../lib/resource-module';
import { firstPage } from './first-list-page';
import { createTenantDataProvider } from './tenant-data-provider';
import type { TenantRecord } from './tenant-record';

/** The tenants, for administrators alone. */
const tenants: ResourceModule = {
  name: 'tenants',
  views: {
    list: lazyPage(() => import('./tenant-list')),
    show: lazyPage(() => import('./tenant-show')),
    edit: lazyPage(() => import('./tenant-edit')),
    create: lazyPage(() => import('./tenant-create')),
  },
  audience: 'admin',
  icon: BusinessIcon,
  recordRepresentation: (record: TenantRecord) => record.username,
  createDataProvider: createTenantDataProvider,
  firstListPage: firstPage,
};

export default tenants;
