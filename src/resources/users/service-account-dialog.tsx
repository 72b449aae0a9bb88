import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { BooleanInput, Form, SelectInput, TextInput, useTranslate } from 'react-admin';
import { createServiceAccount } from '../../generated/endpoints/users/users';
import { Role, type User } from '../../generated/model';
import { createServiceAccountBody, createServiceAccountBodyDescriptionMax } from '../../generated/zod/users/users.zod';
import { FormAlert } from '../../components/form-alert';
import { matchesSchema } from '../../lib/schema-validator';
import { useRefusableSubmit } from '../../components/use-refusable-submit';
import { SERVICE_ACCOUNT_FIELDS, toServiceAccountCreate, type ServiceAccountFormValues } from './service-account-values';
import { validateRole, validateUsername } from './user-validation';

const ROLE_CHOICES = Object.values(Role).map((role) => ({ id: role, name: `resources.users.roles.${role}` }));
const validateDescription = [
  matchesSchema(createServiceAccountBody.shape.description.unwrap(), { message: 'ra.validation.maxLength', args: { max: createServiceAccountBodyDescriptionMax } }),
];

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
            <TextInput source="username" label="resources.users.fields.username" validate={validateUsername} autoComplete="off" autoFocus fullWidth />
            <TextInput
              source="description"
              label="resources.users.fields.description"
              helperText="resources.users.help.description"
              validate={validateDescription}
              multiline
              minRows={2}
              fullWidth
            />
            <SelectInput source="role" label="resources.users.fields.role" choices={ROLE_CHOICES} validate={validateRole} fullWidth />
            {mayGrantAdmin && <BooleanInput source="isAdmin" label="resources.users.fields.isAdmin" helperText="resources.users.help.isAdmin" />}
            <BooleanInput source="enabled" label="resources.users.states.enabled" />
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
