import BlockIcon from '@mui/icons-material/Block';
import { BulkUpdateWithConfirmButton, useRefresh } from 'react-admin';

/** Disables every selected user (one PUT each, `{enabled: false}`), after a confirmation. */
export function BulkDisableButton() {
  const refresh = useRefresh();
  return (
    <BulkUpdateWithConfirmButton
      label="resources.users.actions.disable"
      icon={<BlockIcon />}
      data={{ enabled: false }}
      mutationMode="pessimistic"
      confirmTitle="resources.users.confirm.bulkDisableTitle"
      confirmContent="resources.users.confirm.bulkDisableContent"
      successMessage="resources.users.notifications.bulkDisabled"
      // The shared mutation handler shows the server's refusal; some users may have changed already.
      onError={() => refresh()}
    />
  );
}
