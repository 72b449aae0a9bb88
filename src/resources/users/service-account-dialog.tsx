import { useTranslate } from 'react-admin';
import { createServiceAccount } from '../../generated/endpoints/users/users';
import { Role, type User } from '../../generated/model';
import { FormDialog } from '../../components/form-dialog';
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
  const submit = useRefusableSubmit(
    SERVICE_ACCOUNT_FIELDS,
    (values: Partial<ServiceAccountFormValues>) => createServiceAccount(toServiceAccountCreate(values, mayGrantAdmin)),
    onCreated,
  );
  return (
    <FormDialog<ServiceAccountFormValues>
      open={open}
      title={title}
      text={translate('resources.users.help.service')}
      maxWidth="sm"
      defaultValues={{ username: '', description: '', role: Role.member, isAdmin: false, enabled: true }}
      submit={submit}
      submitLabel={translate('ra.action.create')}
      onClose={onClose}
    >
      {Inputs && <Inputs fields={mayGrantAdmin ? SERVICE_ACCOUNT_INPUTS.withAdminRights : SERVICE_ACCOUNT_INPUTS.withoutAdminRights} />}
    </FormDialog>
  );
}
