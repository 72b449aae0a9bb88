import type { ConfirmProps } from 'react-admin';
import type { BulkFailuresDialogProps } from './bulk-failures-dialog';
import { componentOnDemand } from './component-on-demand';

/**
 * react-admin's confirmation dialog, loaded when one first opens: the list's row and bulk actions
 * each hold one, and MUI's Dialog with react-admin's Confirm were a hundredth of the first screen's
 * download before anyone clicked. Drawn by react-admin's Confirm with the same props once loaded (it
 * then stays, to fade out as it closes); `loadConfirm` fetches it ahead.
 */
const confirm = componentOnDemand<ConfirmProps>(() => import('./ra-confirm').then((module) => module.default), (props) => props.isOpen === true);

/** Which of a bulk action's items failed, and why: loaded when the first failure is to be shown. */
const bulkFailures = componentOnDemand<BulkFailuresDialogProps>(
  () => import('./bulk-failures-dialog').then((module) => module.BulkFailuresDialog),
  (props) => props.failures.length > 0,
);

export const ConfirmOnDemand = confirm.OnDemand;
export const loadConfirm = confirm.load;
export const BulkFailuresDialogOnDemand = bulkFailures.OnDemand;
