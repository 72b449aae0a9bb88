import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Form, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { createApiToken } from '../../generated/endpoints/api-tokens/api-tokens';
import type { CreatedApiToken } from '../../generated/model';
import { FormAlert } from '../../components/form-alert';
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
  const titleId = useId();
  const { onSubmit, submitting, formError, clearFormError } = useRefusableSubmit(
    SERVER_FIELDS,
    (values: Partial<NewTokenValues>) => createApiToken(userId, { name: (values.name ?? '').trim(), expiresInDays: toExpiresInDays(values.expiresInDays) }),
    onCreated,
  );

  const close = () => {
    if (submitting) return;
    clearFormError();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {/* Unmounted when closed: the next token starts from an empty form. */}
      {open && (
        <Form<NewTokenValues> onSubmit={onSubmit} defaultValues={{ name: '', expiresInDays: DEFAULT_EXPIRY }} noValidate disableInvalidFormNotification>
          <DialogTitle id={titleId}>{translate('accounts.apiTokens.createTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('accounts.apiTokens.createText')}</DialogContentText>
            <FormAlert message={formError} />
            <TextInput
              source="name"
              label="accounts.apiTokens.name"
              helperText="accounts.apiTokens.nameHelp"
              validate={validateTokenName}
              autoComplete="off"
              autoFocus
              fullWidth
            />
            <SelectInput
              source="expiresInDays"
              label="accounts.apiTokens.expiry"
              choices={expiryChoices(mayNeverExpire)}
              validate={required()}
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={submitting}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={submitting}>
              {translate(submitting ? 'accounts.apiTokens.creating' : 'accounts.apiTokens.create')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
