import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PersonAddDisabledOutlinedIcon from '@mui/icons-material/PersonAddDisabledOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'wouter';
import { PublicCardIcon, PublicCardPage, PublicHeading } from '../../components/public-card-page';
import { useTranslate } from '../../i18n/translate';

interface OutcomeProps {
  icon: ReactElement;
  title: string;
  text: string;
  /** A second, quieter paragraph under the text. */
  note?: string;
  /** The button's message key: back to sign-in, or sign in. */
  action: string;
}

function Outcome({ icon, title, text, note, action }: OutcomeProps) {
  const translate = useTranslate();
  return (
    <PublicCardPage title={title}>
      <PublicCardIcon>{icon}</PublicCardIcon>
      <PublicHeading title={title} />
      <Box role="status" sx={{ mb: 3 }}>
        <Typography>{text}</Typography>
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {note}
          </Typography>
        )}
      </Box>
      <Button component={RouterLink} href="/sign-in" variant="contained" size="large" fullWidth>
        {translate(action)}
      </Button>
    </PublicCardPage>
  );
}

/** `SIGNUP=off` (or closed since the page asked): whom to ask instead. */
export function SignUpClosed() {
  const translate = useTranslate();
  return (
    <Outcome
      icon={<PersonAddDisabledOutlinedIcon color="action" />}
      title={translate('accounts.signUp.closedTitle')}
      text={translate('accounts.signUp.closed')}
      action="pages.actions.backToSignIn"
    />
  );
}

/** `SIGNUP=approval`: the tenant waits for an administrator, who approves or rejects it; the applicant is mailed either way. */
export function SignUpWaiting({ tenantName, email }: { tenantName: string; email: string }) {
  const translate = useTranslate();
  return (
    <Outcome
      icon={<HourglassTopIcon color="primary" />}
      title={translate('accounts.signUp.waitingTitle')}
      text={translate('accounts.signUp.waiting', { name: tenantName })}
      note={translate('accounts.signUp.waitingMail', { email })}
      action="pages.actions.backToSignIn"
    />
  );
}

/** The tenant exists and is enabled, but signing in with it did not work: sign in by hand. */
export function SignUpSignInFailed({ tenantName, message }: { tenantName: string; message: string }) {
  const translate = useTranslate();
  return (
    <Outcome
      icon={<ErrorOutlineIcon color="warning" />}
      title={translate('accounts.signUp.waitingTitle')}
      text={translate('accounts.signUp.signInFailed', { name: tenantName, message })}
      action="accounts.actions.signIn"
    />
  );
}
