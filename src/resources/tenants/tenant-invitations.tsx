import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Confirm, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { TenantState, type Invitation } from '../../generated/model';
import { useListTenantInvitations, useResendInvitation, useWithdrawInvitation } from '../../generated/endpoints/tenants/tenants';
import { formatDateTime } from '../../lib/date-time-format';
import type { TenantRecord } from './tenant-record';
import { tenantState } from './tenant-state';
import { warningText } from './warning-text';

/** One invitation: who, where it was mailed, until when its link works, Send again and Withdraw. */
function InvitationRow({ tenant, invitation }: { tenant: TenantRecord; invitation: Invitation }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [asking, setAsking] = useState(false);
  const names = { name: invitation.username, tenant: tenant.username };
  const resend = useResendInvitation({
    mutation: {
      onSuccess: (sent) => {
        notify('resources.tenants.invitations.resent', {
          type: 'success',
          messageArgs: { ...names, email: sent.email, date: formatDateTime(sent.expiresAt, locale) },
        });
        refresh();
      },
    },
  });
  const withdraw = useWithdrawInvitation({
    mutation: {
      onSuccess: () => {
        notify('resources.tenants.invitations.withdrawn', { type: 'success', messageArgs: names });
        refresh();
      },
      onSettled: () => setAsking(false),
    },
  });
  const busy = resend.isPending || withdraw.isPending;
  const call = { id: tenant.id, userId: invitation.userId };
  return (
    <ListItem divider disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
          {invitation.username}
        </Typography>
        <Typography variant="body2" component="div" color="text.secondary">
          {invitation.email}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
          {invitation.expired && (
            <Chip
              size="small"
              variant="outlined"
              label={translate('resources.tenants.invitations.expired')}
              sx={(theme) => ({ color: warningText(theme), borderColor: warningText(theme) })}
            />
          )}
          <Typography variant="caption" sx={(theme) => ({ color: invitation.expired ? warningText(theme) : theme.palette.text.secondary })}>
            <time dateTime={invitation.expiresAt}>
              {translate(invitation.expired ? 'resources.tenants.invitations.expiredOn' : 'resources.tenants.invitations.expiresOn', {
                date: formatDateTime(invitation.expiresAt, locale),
              })}
            </time>
          </Typography>
        </Stack>
      </Box>
      <Stack direction="row" spacing={1}>
        <MuiButton size="small" startIcon={<SendIcon />} disabled={busy} onClick={() => resend.mutate(call)} aria-label={translate('resources.tenants.invitations.resendNamed', names)}>
          {translate('resources.tenants.invitations.resend')}
        </MuiButton>
        <MuiButton size="small" color="error" startIcon={<UndoIcon />} disabled={busy} onClick={() => setAsking(true)} aria-label={translate('resources.tenants.invitations.withdrawNamed', names)}>
          {translate('resources.tenants.invitations.withdraw')}
        </MuiButton>
      </Stack>
      <Confirm
        isOpen={asking}
        loading={withdraw.isPending}
        title="resources.tenants.invitations.withdrawTitle"
        titleTranslateOptions={names}
        content="resources.tenants.invitations.withdrawContent"
        contentTranslateOptions={names}
        confirm="resources.tenants.invitations.withdraw"
        onConfirm={() => withdraw.mutate(call)}
        onClose={() => setAsking(false)}
      />
    </ListItem>
  );
}

/**
 * The invitations the tenant's users have not accepted yet (its first owner's, as it was created):
 * shown while there are any. A deleted tenant's wait until it is restored.
 */
export function TenantInvitations() {
  const record = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  const headingId = useId();
  const deleted = record !== undefined && tenantState(record) === TenantState.deleted;
  const invitations = useListTenantInvitations(record?.id ?? 0, { query: { enabled: record !== undefined && !deleted } });
  if (!record || deleted) return null;
  if (!invitations.isError && !invitations.data?.length) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {translate('resources.tenants.invitations.title')}
      </Typography>
      {invitations.isError ? (
        <Alert severity="warning">{translate('resources.tenants.invitations.failed', { message: invitations.error.message })}</Alert>
      ) : (
        <List dense disablePadding>
          {invitations.data?.map((invitation) => <InvitationRow key={invitation.userId} tenant={record} invitation={invitation} />)}
        </List>
      )}
    </Box>
  );
}
