import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Role, TenantState } from '../../generated/model';
import { resendInvitation, useListTenantInvitations, withdrawInvitation } from '../../generated/endpoints/tenants/tenants';
import { useListUsers } from '../../generated/endpoints/users/users';
import { InvitationsSection } from '../../features/invitations/invitations-section';
import { InviteButton } from '../../features/invitations/invite-button';
import type { TenantRecord } from './tenant-record';
import { tenantState } from './tenant-state';

const ONE_OWNER = { filter: JSON.stringify({ role: Role.owner }), range: '[0,0]' };

/**
 * Whether the tenant has no owner at all (its only owner's invitation withdrawn, say): nobody
 * manages its users until one is invited. Undefined until known.
 */
function useHasNoOwner(tenantId: number | undefined): boolean | undefined {
  const owners = useListUsers(ONE_OWNER, {
    // The tenant named by its header, not the acting one: the key says which.
    query: { enabled: tenantId !== undefined, queryKey: ['/v1/users', ONE_OWNER, { tenantId }] },
    request: { headers: { 'X-Tenant-Id': String(tenantId) } },
  });
  return owners.data === undefined ? undefined : owners.data.length === 0;
}

/**
 * The invitations the tenant's users have not accepted yet (its first owner's, as it was created,
 * and those its owners sent): shown while there are any. A tenant left without an owner says so,
 * and offers to invite one. A deleted tenant's wait until it is restored.
 */
export function TenantInvitations() {
  const record = useRecordContext<TenantRecord>();
  const refresh = useRefresh();
  const translate = useTranslate();
  const deleted = record !== undefined && tenantState(record) === TenantState.deleted;
  const invitations = useListTenantInvitations(record?.id ?? 0, { query: { enabled: record !== undefined && !deleted } });
  const noOwner = useHasNoOwner(record && !deleted ? record.id : undefined);
  if (!record || deleted) return null;
  const calls = {
    resend: (userId: number) => resendInvitation(record.id, userId),
    withdraw: (userId: number) => withdrawInvitation(record.id, userId),
  };
  return (
    <>
      {noOwner && (
        <Box sx={{ px: 2, pb: 2 }}>
          <Alert severity="warning" action={<InviteButton tenant={record.username} tenantId={record.id} role={Role.owner} label="invitations.inviteOwner" />}>
            {translate('invitations.noOwner', { tenant: record.username })}
          </Alert>
        </Box>
      )}
      <InvitationsSection invitations={invitations} tenant={record.username} calls={calls} onChanged={refresh} />
    </>
  );
}
