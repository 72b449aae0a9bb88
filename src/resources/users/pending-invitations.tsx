import { useQueryClient } from '@tanstack/react-query';
import { InvitationsSection } from '../../features/invitations/invitations-section';
import { refreshInvitees } from '../../features/invitations/refresh-invitees';
import { useActingTenantLabel } from '../../components/use-acting-tenant-label';
import { resendUserInvitation, useListInvitations, withdrawUserInvitation } from '../../generated/endpoints/users/users';

const calls = { resend: resendUserInvitation, withdraw: withdrawUserInvitation };

/** Under the acting tenant's users: the people invited who have not chosen a password yet, while there are any. */
export function PendingInvitations() {
  const queryClient = useQueryClient();
  const tenant = useActingTenantLabel();
  const invitations = useListInvitations();
  // A withdrawn invitation takes its user out of the list above too.
  return <InvitationsSection invitations={invitations} tenant={tenant} calls={calls} onChanged={() => refreshInvitees(queryClient)} />;
}
