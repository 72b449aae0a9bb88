import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import type { EmailChanged } from '../../generated/model';
import { BackToSignInLink } from '../../components/back-to-sign-in-link';
import { PublicOutcomeCard } from '../../components/public-card-page';
import { useTranslate } from '../../i18n/translate';
import type { EmailChangeProblem } from './email-change-outcome';

/** Sign-in, with the account's username filled in when it is known. */
function SignInButton({ username }: { username?: string }) {
  const translate = useTranslate();
  const href = username === undefined ? '/sign-in' : `/sign-in?${new URLSearchParams({ username }).toString()}`;
  return (
    <Button component={RouterLink} href={href} variant="contained" size="large" fullWidth>
      {translate('accounts.actions.signIn')}
    </Button>
  );
}

/** The new address is the account's now. */
export function EmailChangeDone({ changed }: { changed: EmailChanged }) {
  const translate = useTranslate();
  const title = translate('accounts.emailChange.doneTitle');
  return (
    <PublicOutcomeCard title={title} icon={<CheckCircleOutlineIcon color="success" />}>
      <Typography role="status" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {translate('accounts.emailChange.done', { username: changed.username, email: changed.email })}
      </Typography>
      <SignInButton username={changed.username} />
    </PublicOutcomeCard>
  );
}

/** A link that cannot confirm the address: what happened, and the way on (signing in, where the address can be changed again). */
export function EmailChangeProblemCard({ problem }: { problem: EmailChangeProblem }) {
  const translate = useTranslate();
  const title = translate(`accounts.emailChange.${problem}Title`);
  return (
    <PublicOutcomeCard title={title} icon={<LinkOffIcon color="warning" />}>
      <Typography sx={{ mb: 3 }}>{translate(`accounts.emailChange.${problem}`)}</Typography>
      {problem === 'unknown' ? <BackToSignInLink /> : <SignInButton />}
    </PublicOutcomeCard>
  );
}
