import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import PersonAddDisabledOutlinedIcon from '@mui/icons-material/PersonAddDisabledOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { PublicOutcomeCard } from '../../components/public-card-page';
import { useTranslate } from '../../i18n/translate';

export interface OutcomeProps {
  icon: ReactElement;
  title: string;
  text: string;
  /** A second, quieter paragraph under the text. */
  note?: string;
  /** The button: its message key, and where it leads or what it does. */
  action: { label: string; href: string } | { label: string; onClick(): void };
  /** The quieter ways on, under the button. */
  children?: ReactNode;
}

/** Where a sign-up stands (mailed, closed, created, or why not): what happened, and the way on. */
export function Outcome({ icon, title, text, note, action, children }: OutcomeProps) {
  const translate = useTranslate();
  return (
    <PublicOutcomeCard title={title} icon={icon}>
      <Box role="status" sx={{ mb: 3 }}>
        <Typography>{text}</Typography>
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {note}
          </Typography>
        )}
      </Box>
      {'href' in action ? (
        <Button component={RouterLink} href={action.href} variant="contained" size="large" fullWidth>
          {translate(action.label)}
        </Button>
      ) : (
        <Button onClick={action.onClick} variant="contained" size="large" fullWidth>
          {translate(action.label)}
        </Button>
      )}
      {children}
    </PublicOutcomeCard>
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
      action={{ label: 'pages.actions.backToSignIn', href: '/sign-in' }}
    />
  );
}

/**
 * The request is taken and a mail is on its way: a link to finish, or, when the address has an
 * account already, which one. The answer never says which, and neither does this screen.
 */
export function SignUpMailSent({ email, onAgain }: { email: string; onAgain(): void }) {
  const translate = useTranslate();
  return (
    <Outcome
      icon={<MarkEmailReadOutlinedIcon color="primary" />}
      title={translate('accounts.signUp.sentTitle')}
      text={translate('accounts.signUp.sent', { email })}
      note={translate('accounts.signUp.sentHint')}
      action={{ label: 'pages.actions.backToSignIn', href: '/sign-in' }}
    >
      <Button onClick={onAgain} fullWidth sx={{ mt: 1 }}>
        {translate('accounts.signUp.again')}
      </Button>
    </Outcome>
  );
}
