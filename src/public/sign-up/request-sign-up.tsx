import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { PublicCardPage, PublicHeading } from '../../components/public-card-page';
import { useSignUpPolicy } from '../../components/use-sign-up-policy';
import { useTranslate } from '../../i18n/translate';
import { PublicCardFailed, PublicCardWaiting } from '../public-card-states';
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

  if (policy.status === 'loading') return <PublicCardWaiting title={title} message={translate('accounts.signUp.loading')} />;
  if (policy.status === 'failed') return <PublicCardFailed title={title} failedKey="accounts.signUp.loadFailed" message={policy.message} retry={policy.retry} />;

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
