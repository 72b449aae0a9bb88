import { firstListPage } from '../../lib/list-page-path';
import { AUDIT_LIST_WIRE } from './audit-list-path';
import { FIRST_LIST_PAGE } from './audit-queries';
import { AUDIT_RESOURCE } from './audit-record';

/** Light on purpose: the console's entry reads it to ask for the list as it boots. */
export const firstPage = firstListPage(AUDIT_RESOURCE, AUDIT_LIST_WIRE, FIRST_LIST_PAGE);
