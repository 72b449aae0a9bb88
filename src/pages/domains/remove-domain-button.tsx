import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useCurrentUser } from '../../components/use-current-user';
import { useActingTenant } from '../../features/tenant-context';
import { useRemoveDomain } from './use-domain-changes';

/**
 * Removes one domain from the acting tenant, after a confirmation that names the domain and the
 * tenant and says that its proof is forgotten (added again, it starts unproved with a new value).
 */
export function RemoveDomainButton({ name }: { name: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const acting = useActingTenant();
  const { user } = useCurrentUser();
  // An owner cannot read tenants, but is told their own tenant's name with who they are.
  const tenant = acting.name ?? (user !== undefined && user.tenantId === acting.tenantId ? user.tenantName : undefined);
  const remove = useRemoveDomain();
  const [open, setOpen] = useState(false);
  const names = { name, tenant: tenant ?? translate('domains.remove.thisTenant') };
  return (
    <>
      <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setOpen(true)} disabled={remove.isPending} sx={{ whiteSpace: 'nowrap' }}>
        {translate('domains.remove.submit')}
      </Button>
      <Confirm
        isOpen={open}
        loading={remove.isPending}
        title="domains.remove.title"
        titleTranslateOptions={names}
        content="domains.remove.content"
        contentTranslateOptions={names}
        confirm="domains.remove.submit"
        confirmColor="warning"
        onConfirm={() =>
          remove.mutate(name, {
            onSettled: () => setOpen(false),
            onSuccess: () => notify('domains.remove.removed', { type: 'success', messageArgs: names }),
          })
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}
