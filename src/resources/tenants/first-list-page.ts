import { firstListPage } from '../../lib/list-page-path';
import { TENANT_LIST_WIRE } from './tenant-list-path';
import { FIRST_LIST_PAGE } from './tenant-queries';

/** Light on purpose: the console's entry reads it to ask for the list as it boots. */
export const firstPage = firstListPage('tenants', TENANT_LIST_WIRE, FIRST_LIST_PAGE);
