import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { copyText } from '../../lib/copy-text';

export interface SecretDialogProps {
  /** The password to show; the dialog is open while there is one. */
  secret: string | undefined;
  title: string;
  text: string;
  /** The field's label; "One-time password" unless said (a webhook's signing secret says its own). */
  label?: string;
  /** Called by Done: the caller forgets the password, and it is never shown again. */
  onClose(): void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A password shown once (generated at creation, or by a reset), with a copy button. Done or Escape
 * closes it, a click beside it does not: a stray click must not lose a password that cannot be shown again.
 */
export function SecretDialog({ secret, title, text, label, onClose }: SecretDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  const onCopy = async () => {
    if (secret === undefined) return;
    const copied = await copyText(secret);
    setCopy(copied ? 'copied' : 'failed');
    // Selected, the password is one keystroke away from the clipboard when the browser refuses.
    if (!copied) field.current?.select();
  };
  const done = () => {
    setCopy('idle');
    onClose();
  };

  return (
    <Dialog
      open={secret !== undefined}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') done();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            inputRef={field}
            value={secret ?? ''}
            label={label ?? translate('resources.users.secret.label')}
            fullWidth
            size="small"
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', letterSpacing: '0.05em' } } }}
          />
          <Button
            variant="outlined"
            onClick={() => void onCopy()}
            startIcon={copy === 'copied' ? <CheckIcon /> : <ContentCopyIcon />}
            sx={{ flexShrink: 0 }}
          >
            {translate(copy === 'copied' ? 'resources.users.actions.copied' : 'resources.users.actions.copy')}
          </Button>
        </Stack>
        <div role="status" aria-live="polite">
          {copy === 'copied' && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {translate('resources.users.secret.copied')}
            </Alert>
          )}
          {copy === 'failed' && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {translate('resources.users.secret.copyFailed')}
            </Alert>
          )}
        </div>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={done}>
          {translate('resources.users.actions.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
