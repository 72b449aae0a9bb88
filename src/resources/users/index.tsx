import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../../components/lazy-page';
import { UserAccess } from './user-access';
import type { UserRecord } from './user-record';

const UserList = lazyPage(() => import('./user-list'));
const UserShow = lazyPage(() => import('./user-show'));
const UserEdit = lazyPage(() => import('./user-edit'));
const UserCreate = lazyPage(() => import('./user-create'));

/** The user page at this address, its code asked for as the console boots there. */
export function preloadUserPage(pathname: string): Promise<void> {
  if (pathname === '/users') return UserList.preload();
  if (pathname === '/users/create') return UserCreate.preload();
  if (/^\/users\/[^/]+\/show$/.test(pathname)) return UserShow.preload();
  if (/^\/users\/[^/]+$/.test(pathname)) return UserEdit.preload();
  return Promise.resolve();
}

export default {
  list: () => (
    <UserAccess page="list">
      <UserList />
    </UserAccess>
  ),
  show: () => (
    <UserAccess page="show">
      <UserShow />
    </UserAccess>
  ),
  edit: () => (
    <UserAccess page="edit">
      <UserEdit />
    </UserAccess>
  ),
  create: () => (
    <UserAccess page="create">
      <UserCreate />
    </UserAccess>
  ),
  icon: PeopleIcon,
  recordRepresentation: (record: UserRecord) => record.username,
};
