import { required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { createApiToken } from '../../generated/endpoints/api-tokens/api-tokens';
import type { CreatedApiToken } from '../../generated/model';
import { FormDialog } from '../../components/form-dialog';
import { useRefusableSubmit } from '../../components/use-refusable-submit';
import { DEFAULT_EXPIRY, expiryChoices, toExpiresInDays, type ExpiryChoice } from './token-expiry';
import { validateTokenName } from './token-name-rules';

interface NewTokenValues {
  name: string;
  expiresInDays: ExpiryChoice;
}

/** The fields the server may name in a refusal: a bad name, an expiry the caller may not choose. */
const SERVER_FIELDS = ['name', 'expiresInDays'] as const;

export interface NewTokenDialogProps {
  open: boolean;
  userId: number;
  /** Whether "never" is offered: owners and administrators only. */
  mayNeverExpire: boolean;
  /** The server made it: its secret is in the answer, this once. */
  onCreated(token: CreatedApiToken): void;
  onClose(): void;
}

/** A name and an expiry; the browser checks the name, the server's refusals land at their field or above the form. */
export function NewTokenDialog({ open, userId, mayNeverExpire, onCreated, onClose }: NewTokenDialogProps) {
  const translate = useTranslate();
  const submit = useRefusableSubmit(
    SERVER_FIELDS,
    (values: Partial<NewTokenValues>) => createApiToken(userId, { name: (values.name ?? '').trim(), expiresInDays: toExpiresInDays(values.expiresInDays) }),
    onCreated,
  );
  return (
    <FormDialog<NewTokenValues>
      open={open}
      title={translate('accounts.apiTokens.createTitle')}
      text={translate('accounts.apiTokens.createText')}
      maxWidth="xs"
      defaultValues={{ name: '', expiresInDays: DEFAULT_EXPIRY }}
      submit={submit}
      submitLabel={translate(submit.submitting ? 'accounts.apiTokens.creating' : 'accounts.apiTokens.create')}
      onClose={onClose}
    >
      <TextInput
        source="name"
        label="accounts.apiTokens.name"
        helperText="accounts.apiTokens.nameHelp"
        validate={validateTokenName}
        autoComplete="off"
        autoFocus
        fullWidth
      />
      <SelectInput source="expiresInDays" label="accounts.apiTokens.expiry" choices={expiryChoices(mayNeverExpire)} validate={required()} fullWidth />
    </FormDialog>
  );
}
