import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BackToSignInLink } from '../components/back-to-sign-in-link';
import { PublicCardPage, PublicHeading } from '../components/public-card-page';
import { useTranslate } from '../i18n/translate';

/** A public page waiting for the server's first answer: its title, a spinner and what it waits for. */
export function PublicCardWaiting({ title, message }: { title: string; message: string }) {
  return (
    <PublicCardPage title={title}>
      <Stack role="status" alignItems="center" spacing={2} sx={{ py: 3 }}>
        <CircularProgress size={32} />
        <Typography color="text.secondary">{message}</Typography>
      </Stack>
    </PublicCardPage>
  );
}

export interface PublicCardFailedProps {
  title: string;
  /** The message key of what failed, with `%{message}` for the server's words (or "something went wrong"). */
  failedKey: string;
  message: string | undefined;
  retry(): void;
}

/** A public page whose first question failed (no answer, or an unexpected one): why, a way to ask again, and back to sign-in. */
export function PublicCardFailed({ title, failedKey, message, retry }: PublicCardFailedProps) {
  const translate = useTranslate();
  return (
    <PublicCardPage title={title}>
      <PublicHeading title={title} />
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {translate('accounts.actions.tryAgain')}
          </Button>
        }
      >
        {translate(failedKey, { message: message ?? translate('shell.errors.somethingWentWrong') })}
      </Alert>
      <BackToSignInLink />
    </PublicCardPage>
  );
}
