import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { BackToSignInLink } from '../../components/back-to-sign-in-link';
import { PublicCardPage, PublicHeading, PublicOutcomeCard } from '../../components/public-card-page';
import { useTranslate } from '../../i18n/translate';
import { PublicCardFailed, PublicCardWaiting } from '../public-card-states';
import { ResetLinkProblem } from './reset-link-problem';
import { LINK_WORDS, type LinkProblem, type LinkPurpose } from './reset-link-state';
import { ResetPasswordForm } from './reset-password-form';
import { useResetLink } from './use-reset-link';

function Done({ purpose, username }: { purpose: LinkPurpose; username: string }) {
  const translate = useTranslate();
  const words = LINK_WORDS[purpose];
  const title = translate(`${words}.doneTitle`);
  // An invited owner signs in for the first time: the sign-in page starts with their username.
  const signIn = purpose === 'invitation' ? `/sign-in?${new URLSearchParams({ username }).toString()}` : '/sign-in';
  return (
    <PublicOutcomeCard title={title} icon={<CheckCircleOutlineIcon color="success" />}>
      <Typography role="status" sx={{ mb: 3 }}>
        {translate(`${words}.done`, { username })}
      </Typography>
      <Button component={RouterLink} href={signIn} variant="contained" size="large" fullWidth>
        {translate('accounts.actions.signIn')}
      </Button>
    </PublicOutcomeCard>
  );
}

export interface ResetLinkProps {
  token: string;
  /** The page's purpose: its words until the server says what the link is for. */
  purpose: LinkPurpose;
  /** A way to ask for a new link when this one cannot set a password; an invitation has none. */
  onRequestNew?: () => void;
}

/**
 * A mailed link (`/forgot-password?token=…` or `/invitation?token=…`): checked first; only a link
 * that can still set a password shows the form, in the words of what the server says it is for
 * (an invitation welcomes its owner to their tenant). Used, expired or unknown links say so.
 */
export function ResetLink({ token, purpose: pagePurpose, onRequestNew }: ResetLinkProps) {
  const translate = useTranslate();
  const link = useResetLink(token);
  const [done, setDone] = useState(false);
  const [lateProblem, setLateProblem] = useState<LinkProblem>();
  const purpose = (link.status === 'valid' && link.purpose) || pagePurpose;
  const words = LINK_WORDS[purpose];
  const problemProps = purpose === 'reset' && onRequestNew ? { purpose, onRequestNew } : { purpose };

  if (done && link.status === 'valid') return <Done purpose={purpose} username={link.username} />;
  if (lateProblem) return <ResetLinkProblem problem={lateProblem} {...problemProps} />;
  if (link.status === 'checking') return <PublicCardWaiting title={translate(`${words}.setTitle`)} message={translate(`${words}.checking`)} />;
  if (link.status === 'problem') return <ResetLinkProblem problem={link.problem} {...problemProps} />;
  if (link.status === 'failed') return <PublicCardFailed title={translate(`${words}.setTitle`)} failedKey={`${words}.checkFailed`} message={link.message} retry={link.retry} />;
  const title = purpose === 'invitation' && link.tenantName !== undefined ? translate('accounts.invitation.welcome', { tenant: link.tenantName }) : translate(`${words}.setTitle`);
  return (
    <PublicCardPage title={title}>
      <PublicHeading title={title} subtitle={translate(`${words}.setText`, { username: link.username, email: link.email ?? '' })} />
      <ResetPasswordForm token={token} username={link.username} purpose={purpose} onDone={() => setDone(true)} onProblem={setLateProblem} />
      <BackToSignInLink />
    </PublicCardPage>
  );
}
