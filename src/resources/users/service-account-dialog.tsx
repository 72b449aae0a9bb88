import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Form, useTranslate } from 'react-admin';
import { createServiceAccount } from '../../generated/endpoints/users/users';
import { Role, type User } from '../../generated/model';
import { FormAlert } from '../../components/form-alert';
import { useRefusableSubmit } from '../../components/use-refusable-submit';
import { SERVICE_ACCOUNT_INPUTS, serviceAccountInputs } from './service-account-inputs';
import { SERVICE_ACCOUNT_FIELDS, toServiceAccountCreate, type ServiceAccountFormValues } from './service-account-values';

const { Inputs } = serviceAccountInputs;

export interface ServiceAccountDialogProps {
  open: boolean;
  /** The page title's words: "New service account in acme". */
  title: string;
  /** Only an administrator acting in the system tenant grants administrator rights. */
  mayGrantAdmin: boolean;
  onCreated(user: User): void;
  onClose(): void;
}

/** A program's account of the acting tenant: a name, what it is for, its role, and whether its tokens work. */
export function ServiceAccountDialog({ open, title, mayGrantAdmin, onCreated, onClose }: ServiceAccountDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const { onSubmit, submitting, formError, clearFormError } = useRefusableSubmit(
    SERVICE_ACCOUNT_FIELDS,
    (values: Partial<ServiceAccountFormValues>) => createServiceAccount(toServiceAccountCreate(values, mayGrantAdmin)),
    onCreated,
  );

  const close = () => {
    if (submitting) return;
    clearFormError();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {open && (
        <Form<ServiceAccountFormValues>
          onSubmit={onSubmit}
          defaultValues={{ username: '', description: '', role: Role.member, isAdmin: false, enabled: true }}
          noValidate
          disableInvalidFormNotification
        >
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('resources.users.help.service')}</DialogContentText>
            <FormAlert message={formError} />
            {Inputs && <Inputs fields={mayGrantAdmin ? SERVICE_ACCOUNT_INPUTS.withAdminRights : SERVICE_ACCOUNT_INPUTS.withoutAdminRights} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={submitting}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={submitting}>
              {translate('ra.action.create')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
