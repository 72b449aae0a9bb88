import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'wouter';
import { BackToSignInLink } from '../../components/back-to-sign-in-link';
import { useTranslate } from '../../i18n/translate';
import { Outcome, SignUpClosed } from './sign-up-outcomes';
import type { SignUpLinkProblem as Problem } from './sign-up-link-state';

/** A forgotten password is the way on when the link's account exists: it was created, or the address has one. */
function ForgotPasswordLink() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <Link component={RouterLink} href="/forgot-password" variant="body2">
        {translate('accounts.links.forgotPassword')}
      </Link>
    </Box>
  );
}

/**
 * A link that cannot create its tenant: what happened, and the way on. An account that exists
 * (the link's own, or the address's) leads to sign-in; anything else back to the form.
 */
export function SignUpLinkProblem({ problem, onSignUpAgain }: { problem: Problem; onSignUpAgain(): void }) {
  const translate = useTranslate();
  if (problem === 'closed') return <SignUpClosed />;
  const hasAccount = problem === 'used' || problem === 'emailTaken';
  return (
    <Outcome
      icon={<LinkOffIcon color="warning" />}
      title={translate(`accounts.signUpLink.${problem}Title`)}
      text={translate(`accounts.signUpLink.${problem}`)}
      action={hasAccount ? { label: 'accounts.actions.signIn', href: '/sign-in' } : { label: 'accounts.signUpLink.signUpAgain', onClick: onSignUpAgain }}
    >
      {hasAccount ? <ForgotPasswordLink /> : <BackToSignInLink />}
    </Outcome>
  );
}
