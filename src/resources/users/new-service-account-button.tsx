import SmartToyIcon from '@mui/icons-material/SmartToy';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useActingTenant } from '../../features/tenant-context';
import { getStoredUser } from '../../lib/session';
import { ServiceAccountDialog } from './service-account-dialog';

/** "New service account", beside Create: for owners and administrators; the new account's page opens once it is made. */
export function NewServiceAccountButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const acting = useActingTenant();
  const [open, setOpen] = useState(false);
  const stored = getStoredUser();
  // Administrators belong to the system tenant: acting in their own, they act in it.
  const mayGrantAdmin = stored?.isAdmin === true && acting.tenantId === stored.tenantId;
  const title = acting.name
    ? translate('resources.users.page.createService', { tenant: acting.name })
    : translate('resources.users.page.createServicePlain');

  return (
    <>
      <Button label="resources.users.actions.createService" onClick={() => setOpen(true)}>
        <SmartToyIcon />
      </Button>
      <ServiceAccountDialog
        open={open}
        title={title}
        mayGrantAdmin={mayGrantAdmin}
        onClose={() => setOpen(false)}
        onCreated={(user) => {
          setOpen(false);
          notify('resources.users.notifications.serviceCreated', { type: 'success', messageArgs: { name: user.username } });
          void queryClient.invalidateQueries({ queryKey: ['users'] });
          redirect('show', 'users', user.userId);
        }}
      />
    </>
  );
}
