import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { FormAlert } from './form-alert';
import type { RefusableSubmit } from './use-refusable-submit';

/** What a dialog's form starts from besides its own values: nothing. */
const NO_RECORD = {};

export interface FormDialogProps<Values extends FieldValues> {
  open: boolean;
  title: string;
  /** What the form is for, above it. */
  text: ReactNode;
  maxWidth: 'xs' | 'sm';
  /** The form's values when it opens; it is unmounted when closed, so each opening starts from them. */
  defaultValues: Values;
  submit: RefusableSubmit<Values>;
  /** The submit button's words (while sending, too). */
  submitLabel: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A dialog holding one form the server may refuse: its title and what it is for, a refusal that
 * names no input over the inputs, Cancel and the submit button, both waiting while it is sent, and
 * no closing then.
 */
export function FormDialog<Values extends FieldValues>({ open, title, text, maxWidth, defaultValues, submit, submitLabel, onClose, children }: FormDialogProps<Values>) {
  const translate = useTranslate();
  const titleId = useId();
  const close = () => {
    if (submit.submitting) return;
    submit.clearFormError();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
      {open && (
        // The form holds what `defaultValues` started it with, never the record of the page it opens on
        // (a tenant's `username` would fill an invitation's); react-admin types its values loosely.
        <Form record={NO_RECORD} onSubmit={(values: FieldValues) => submit.onSubmit(values as Partial<Values>)} defaultValues={defaultValues} noValidate disableInvalidFormNotification>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
            <FormAlert message={submit.formError} />
            {children}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={submit.submitting}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={submit.submitting}>
              {submitLabel}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
