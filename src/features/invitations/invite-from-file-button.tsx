import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-admin';
import { refreshInvitees } from './refresh-invitees';

// The CSV reader comes with the dialog, when it is first opened.
const InvitationBatchDialog = lazy(() => import('./invitation-batch-dialog').then((module) => ({ default: module.InvitationBatchDialog })));

/** "Invite from a file", beside Invite: up to 10,000 people from a CSV, checked before anything is sent. */
export function InviteFromFileButton({ tenant }: { tenant: string | undefined }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="invitations.inviteFromFile" onClick={() => setOpen(true)}>
        <GroupAddIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <InvitationBatchDialog open tenant={tenant} onSent={() => refreshInvitees(queryClient)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
