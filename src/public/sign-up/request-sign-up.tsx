import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { BackToSignInLink } from '../../components/back-to-sign-in-link';
import { PublicCardPage, PublicHeading } from '../../components/public-card-page';
import { useSignUpPolicy } from '../../components/use-sign-up-policy';
import { useTranslate } from '../../i18n/translate';
import { SignUpForm } from './sign-up-form';
import { SignUpClosed, SignUpMailSent } from './sign-up-outcomes';

type Outcome = { kind: 'sent'; email: string } | { kind: 'closed' };

function HaveAccount() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 3 }}>
      {translate('accounts.signUp.haveAccount')}{' '}
      <Link component={RouterLink} href="/sign-in">
        {translate('accounts.actions.signIn')}
      </Link>
    </Typography>
  );
}

/**
 * `/sign-up` without a link, as the server's `SIGNUP` says: closed, or a form that asks for a
 * tenant and its owner, then says a mail is on its way to the address given. This page never
 * learns whether a name or the address is taken; the mail's link says the rest.
 */
export function RequestSignUp() {
  const translate = useTranslate();
  const policy = useSignUpPolicy();
  const [outcome, setOutcome] = useState<Outcome>();
  const title = translate('accounts.signUp.title');

  if (outcome?.kind === 'sent') return <SignUpMailSent email={outcome.email} onAgain={() => setOutcome(undefined)} />;
  if (outcome?.kind === 'closed' || (policy.status === 'ready' && policy.mode === 'off')) return <SignUpClosed />;

  if (policy.status === 'loading') {
    return (
      <PublicCardPage title={title}>
        <Stack role="status" alignItems="center" spacing={2} sx={{ py: 3 }}>
          <CircularProgress size={32} />
          <Typography color="text.secondary">{translate('accounts.signUp.loading')}</Typography>
        </Stack>
      </PublicCardPage>
    );
  }
  if (policy.status === 'failed') {
    return (
      <PublicCardPage title={title}>
        <PublicHeading title={title} />
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={policy.retry}>
              {translate('accounts.actions.tryAgain')}
            </Button>
          }
        >
          {translate('accounts.signUp.loadFailed', { message: policy.message ?? translate('shell.errors.somethingWentWrong') })}
        </Alert>
        <BackToSignInLink />
      </PublicCardPage>
    );
  }

  return (
    <PublicCardPage title={title} width={440}>
      <PublicHeading title={title} subtitle={translate('accounts.signUp.text')} />
      {policy.mode === 'approval' && (
        <Box sx={{ mb: 2 }}>
          <Alert severity="info">{translate('accounts.signUp.approval')}</Alert>
        </Box>
      )}
      <SignUpForm onSent={(email) => setOutcome({ kind: 'sent', email })} onClosed={() => setOutcome({ kind: 'closed' })} />
      <HaveAccount />
    </PublicCardPage>
  );
}
