import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { BackToSignInLink } from '../../components/back-to-sign-in-link';
import { PublicOutcomeCard } from '../../components/public-card-page';
import { useTranslate } from '../../i18n/translate';
import { LINK_WORDS, type LinkProblem, type LinkPurpose } from './reset-link-state';

export interface ResetLinkProblemProps {
  problem: LinkProblem;
  purpose: LinkPurpose;
  /** A reset link's way on: ask for a new one. An invitation has none here: only an administrator sends one. */
  onRequestNew?: () => void;
}

/** The way on without a new link to ask for: sign in if the link set a password already, else back to sign-in. */
function SignInWayOn({ problem }: { problem: LinkProblem }) {
  const translate = useTranslate();
  if (problem !== 'used') return <BackToSignInLink />;
  return (
    <>
      <Button component={RouterLink} href="/sign-in" variant="contained" size="large" fullWidth>
        {translate('accounts.actions.signIn')}
      </Button>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} href="/forgot-password" variant="body2">
          {translate('accounts.links.forgotPassword')}
        </Link>
      </Box>
    </>
  );
}

/** A link that cannot set a password: what happened, and the way on. Never the password form. */
export function ResetLinkProblem({ problem, purpose, onRequestNew }: ResetLinkProblemProps) {
  const translate = useTranslate();
  const words = LINK_WORDS[purpose];
  const title = translate(`${words}.${problem}Title`);
  return (
    <PublicOutcomeCard title={title} icon={<LinkOffIcon color="warning" />}>
      <Typography sx={{ mb: 3 }}>{translate(`${words}.${problem}`)}</Typography>
      {onRequestNew ? (
        <>
          <Button variant="contained" size="large" fullWidth onClick={onRequestNew}>
            {translate('accounts.forgot.newLink')}
          </Button>
          <BackToSignInLink />
        </>
      ) : (
        <SignInWayOn problem={problem} />
      )}
    </PublicOutcomeCard>
  );
}
