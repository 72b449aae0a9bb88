import PeopleIcon from '@mui/icons-material/People';
import { adminPage } from '../../components/lazy-page-with-messages';
import type { ResourceModule } from '../../lib/resource-module';
import { firstPage } from './first-list-page';
import { UserAccess } from './user-access';
import { createUserDataProvider } from './user-data-provider';
import type { UserRecord } from './user-record';

/** A tenant's users: administrators and owners see them all, a member their own profile. */
const users: ResourceModule = {
  name: 'users',
  views: {
    list: adminPage(() => import('./user-list')),
    show: adminPage(() => import('./user-show')),
    edit: adminPage(() => import('./user-edit')),
    create: adminPage(() => import('./user-create')),
  },
  audience: 'tenant',
  guard: UserAccess,
  icon: PeopleIcon,
  recordRepresentation: (record: UserRecord) => record.username,
  createDataProvider: createUserDataProvider,
  firstListPage: firstPage,
};

export default users;
