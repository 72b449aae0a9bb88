import { firstListPage } from '../../lib/list-page-path';
import { USER_LIST_WIRE } from './user-list-path';
import { FIRST_LIST_PAGE } from './user-queries';

/** Light on purpose: the console's entry reads it to ask for the list as it boots. */
export const firstPage = firstListPage('users', USER_LIST_WIRE, FIRST_LIST_PAGE);
