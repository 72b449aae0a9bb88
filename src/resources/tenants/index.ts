import BusinessIcon from '@mui/icons-material/Business';
import { lazyPage } from '../../components/lazy-page';
import { adminPage } from '../../components/lazy-page-with-messages';
import type { ResourceModule } from '../../lib/resource-module';
import { firstPage } from './first-list-page';
import { createTenantDataProvider } from './tenant-data-provider';
import type { TenantRecord } from './tenant-record';

/** The tenants, for administrators alone. */
const tenants: ResourceModule = {
  name: 'tenants',
  views: {
    // The first screen: drawn with the admin application's first words alone, never waiting for the pages'.
    list: lazyPage(() => import('./tenant-list')),
    show: adminPage(() => import('./tenant-show')),
    edit: adminPage(() => import('./tenant-edit')),
    create: adminPage(() => import('./tenant-create')),
  },
  audience: 'admin',
  icon: BusinessIcon,
  recordRepresentation: (record: TenantRecord) => record.username,
  createDataProvider: createTenantDataProvider,
  firstListPage: firstPage,
};

export default tenants;
