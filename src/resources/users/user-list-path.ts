import type { ListWire } from '../../lib/list-page-path';
import { toContractFilter } from './user-filter';

/**
 * Where ra-data-simple-rest finds the acting tenant's users (under `/v1`), and how the contract names its
 * fields: react-admin's `id` is `userId`; the other sortable fields keep their names.
 */
export const USER_LIST_WIRE: ListWire = { path: 'users', sortFields: { id: 'userId' }, toContractFilter };
