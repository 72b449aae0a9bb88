import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { Invitation } from '../../generated/model';
import { formatDateTime } from '../../lib/date-time-format';
import { warningText } from '../../components/warning-text';

/** What a list of invitations calls for one of them: the tenant's own calls, or an administrator's for any tenant. */
export interface InvitationCalls {
  resend(userId: number): Promise<Invitation>;
  withdraw(userId: number): Promise<void>;
}

interface InvitationRowProps {
  invitation: Invitation;
  /** The tenant's name, as the confirmation and the notices say it. */
  tenant: string;
  calls: InvitationCalls;
  /** After a resend or a withdrawal: the list reads itself again. */
  onChanged(): void;
}

/** One invitation: who, their role, where it was mailed, until when its link works; Send again and Withdraw. */
export function InvitationRow({ invitation, tenant, calls, onChanged }: InvitationRowProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [asking, setAsking] = useState(false);
  const names = { name: invitation.username, tenant };
  const resend = useMutation({
    mutationFn: () => calls.resend(invitation.userId),
    onSuccess: (sent) => {
      notify('invitations.resent', { type: 'success', messageArgs: { ...names, email: sent.email, date: formatDateTime(sent.expiresAt, locale) } });
      onChanged();
    },
  });
  const withdraw = useMutation({
    mutationFn: () => calls.withdraw(invitation.userId),
    onSuccess: () => {
      notify('invitations.withdrawn', { type: 'success', messageArgs: names });
      onChanged();
    },
    onSettled: () => setAsking(false),
  });
  const busy = resend.isPending || withdraw.isPending;
  return (
    <ListItem divider disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          <Typography variant="body2" component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {invitation.username}
          </Typography>
          <Chip
            size="small"
            variant={invitation.role === 'owner' ? 'filled' : 'outlined'}
            color={invitation.role === 'owner' ? 'primary' : 'default'}
            label={translate(`resources.users.roles.${invitation.role}`)}
          />
        </Stack>
        <Typography variant="body2" component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {invitation.email}
        </Typography>
        {invitation.invitedBy && (
          <Typography variant="caption" component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {translate('invitations.invitedBy', { name: invitation.invitedBy })}
          </Typography>
        )}
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
          {invitation.expired && (
            <Chip size="small" variant="outlined" label={translate('invitations.expired')} sx={(theme) => ({ color: warningText(theme), borderColor: warningText(theme) })} />
          )}
          <Typography variant="caption" sx={(theme) => ({ color: invitation.expired ? warningText(theme) : theme.palette.text.secondary })}>
            <time dateTime={invitation.expiresAt}>
              {translate(invitation.expired ? 'invitations.expiredOn' : 'invitations.expiresOn', { date: formatDateTime(invitation.expiresAt, locale) })}
            </time>
          </Typography>
        </Stack>
      </Box>
      <Stack direction="row" spacing={1}>
        <MuiButton size="small" startIcon={<SendIcon />} disabled={busy} onClick={() => resend.mutate()} aria-label={translate('invitations.resendNamed', names)}>
          {translate('invitations.resend')}
        </MuiButton>
        <MuiButton size="small" color="error" startIcon={<UndoIcon />} disabled={busy} onClick={() => setAsking(true)} aria-label={translate('invitations.withdrawNamed', names)}>
          {translate('invitations.withdraw')}
        </MuiButton>
      </Stack>
      <Confirm
        isOpen={asking}
        loading={withdraw.isPending}
        title="invitations.withdrawTitle"
        titleTranslateOptions={names}
        content="invitations.withdrawContent"
        contentTranslateOptions={names}
        confirm="invitations.withdraw"
        onConfirm={() => withdraw.mutate()}
        onClose={() => setAsking(false)}
      />
    </ListItem>
  );
}
