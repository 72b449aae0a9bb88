import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { BackToSignInLink } from '../../components/back-to-sign-in-link';
import { PublicCardIcon, PublicCardPage, PublicHeading } from '../../components/public-card-page';
import { useTranslate } from '../../i18n/translate';
import { ResetLinkProblem } from './reset-link-problem';
import type { LinkProblem } from './reset-link-state';
import { ResetPasswordForm } from './reset-password-form';
import { useResetLink } from './use-reset-link';

function Done() {
  const translate = useTranslate();
  const title = translate('accounts.forgot.doneTitle');
  return (
    <PublicCardPage title={title}>
      <PublicCardIcon>
        <CheckCircleOutlineIcon color="success" />
      </PublicCardIcon>
      <PublicHeading title={title} />
      <Typography role="status" sx={{ mb: 3 }}>
        {translate('accounts.forgot.done')}
      </Typography>
      <Button component={RouterLink} href="/sign-in" variant="contained" size="large" fullWidth>
        {translate('accounts.actions.signIn')}
      </Button>
    </PublicCardPage>
  );
}

function Checking() {
  const translate = useTranslate();
  return (
    <PublicCardPage title={translate('accounts.forgot.setTitle')}>
      <Stack role="status" alignItems="center" spacing={2} sx={{ py: 3 }}>
        <CircularProgress size={32} />
        <Typography color="text.secondary">{translate('accounts.forgot.checking')}</Typography>
      </Stack>
    </PublicCardPage>
  );
}

/**
 * `/forgot-password?token=…`: the mailed link is checked first; only a link that can still set a
 * password shows the form. Used, expired or unknown links say so, and lead to a new one.
 */
export function ResetLink({ token, onRequestNew }: { token: string; onRequestNew(): void }) {
  const translate = useTranslate();
  const link = useResetLink(token);
  const [done, setDone] = useState(false);
  const [lateProblem, setLateProblem] = useState<LinkProblem>();

  if (done) return <Done />;
  if (lateProblem) return <ResetLinkProblem problem={lateProblem} onRequestNew={onRequestNew} />;
  if (link.status === 'checking') return <Checking />;
  if (link.status === 'problem') return <ResetLinkProblem problem={link.problem} onRequestNew={onRequestNew} />;
  if (link.status === 'failed') {
    return (
      <PublicCardPage title={translate('accounts.forgot.setTitle')}>
        <PublicHeading title={translate('accounts.forgot.setTitle')} />
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={link.retry}>
              {translate('accounts.actions.tryAgain')}
            </Button>
          }
        >
          {translate('accounts.forgot.checkFailed', { message: link.message ?? translate('shell.errors.somethingWentWrong') })}
        </Alert>
        <BackToSignInLink />
      </PublicCardPage>
    );
  }
  return (
    <PublicCardPage title={translate('accounts.forgot.setTitle')}>
      <PublicHeading
        title={translate('accounts.forgot.setTitle')}
        subtitle={translate('accounts.forgot.setText', { username: link.username })}
      />
      <ResetPasswordForm token={token} username={link.username} onDone={() => setDone(true)} onProblem={setLateProblem} />
      <BackToSignInLink />
    </PublicCardPage>
  );
}
