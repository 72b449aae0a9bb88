import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Invitation } from '../../generated/model';
import { InvitationRow, type InvitationCalls } from './invitation-row';

export interface InvitationsSectionProps {
  /** The invitations as read, or the error reading them gave. */
  invitations: { data?: Invitation[] | undefined; isError: boolean; error: { message: string } | null };
  tenant: string;
  calls: InvitationCalls;
  onChanged(): void;
}

/** The invitations not accepted yet, under a heading: shown while there are any, or when they could not be read. */
export function InvitationsSection({ invitations, tenant, calls, onChanged }: InvitationsSectionProps) {
  const translate = useTranslate();
  const headingId = useId();
  if (!invitations.isError && !invitations.data?.length) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {translate('invitations.title')}
      </Typography>
      {invitations.isError ? (
        <Alert severity="warning">{translate('invitations.failed', { message: invitations.error?.message ?? '' })}</Alert>
      ) : (
        <List dense disablePadding>
          {invitations.data?.map((invitation) => <InvitationRow key={invitation.userId} invitation={invitation} tenant={tenant} calls={calls} onChanged={onChanged} />)}
        </List>
      )}
    </Box>
  );
}
