import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { FormDialog } from '../../components/form-dialog';
import { useRefusableSubmit } from '../../components/use-refusable-submit';
import { inviteUser } from '../../generated/endpoints/users/users';
import { Role } from '../../generated/model';
import { formatDateTime } from '../../lib/date-time-format';
import { INVITATION_INPUTS, invitationInputs } from './invitation-inputs';
import { refreshInvitees } from './refresh-invitees';
import { INVITATION_FIELDS, toInvitationCreate, type InvitationFormValues } from './invitation-values';

const { Inputs } = invitationInputs;

export interface InviteButtonProps {
  /** The tenant's name, as the dialog's title says it; none when it is not known yet. */
  tenant: string | undefined;
  /** The tenant invited to, when it is not the acting one (an administrator on a tenant's page). */
  tenantId?: number;
  /** The button's words: "Invite" unless said ("Invite an owner"). */
  label?: string;
  /** The role the dialog starts with. */
  role?: Role;
}

/** A button opening the dialog that mails someone a link to join a tenant with a role; the tenant's invitations are read again once sent. */
export function InviteButton({ tenant, tenantId, label = 'invitations.invite', role = Role.member }: InviteButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const request = tenantId === undefined ? undefined : { headers: { 'X-Tenant-Id': String(tenantId) } };
  const submit = useRefusableSubmit(INVITATION_FIELDS, (values: Partial<InvitationFormValues>) => inviteUser(toInvitationCreate(values), request), (sent) => {
    setOpen(false);
    notify('invitations.sent', { type: 'success', messageArgs: { email: sent.email, name: sent.username, date: formatDateTime(sent.expiresAt, locale) } });
    refreshInvitees(queryClient);
  });
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        <PersonAddIcon />
      </Button>
      <FormDialog<InvitationFormValues>
        open={open}
        title={tenant ? translate('invitations.inviteTitle', { tenant }) : translate('invitations.inviteTitlePlain')}
        text={translate('invitations.inviteText')}
        maxWidth="sm"
        defaultValues={{ email: '', role, username: '', displayName: '' }}
        submit={submit}
        submitLabel={translate('invitations.send')}
        onClose={() => setOpen(false)}
      >
        {Inputs && <Inputs fields={INVITATION_INPUTS} />}
      </FormDialog>
    </>
  );
}
