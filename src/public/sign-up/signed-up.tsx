import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import type { PendingSignUp, SignedUp } from '../../generated/model';
import { useTranslate } from '../../i18n/translate';
import { Outcome } from './sign-up-outcomes';

/**
 * The tenant is created: enabled (`open`), its owner signs in, the sign-in page starting with
 * their username; or waiting for an administrator (`approval`), whose decision is mailed.
 */
export function SignedUpOutcome({ created, pending }: { created: SignedUp; pending: PendingSignUp }) {
  const translate = useTranslate();
  if (!created.enabled) {
    return (
      <Outcome
        icon={<HourglassTopIcon color="primary" />}
        title={translate('accounts.signUpLink.waitingTitle')}
        text={translate('accounts.signUpLink.waiting', { name: created.tenantName })}
        note={translate('accounts.signUpLink.waitingMail', { email: pending.email })}
        action={{ label: 'pages.actions.backToSignIn', href: '/sign-in' }}
      />
    );
  }
  return (
    <Outcome
      icon={<CheckCircleOutlineIcon color="success" />}
      title={translate('accounts.signUpLink.readyTitle')}
      text={translate('accounts.signUpLink.ready', { name: created.tenantName, username: created.username })}
      action={{ label: 'accounts.actions.signIn', href: `/sign-in?${new URLSearchParams({ username: created.username }).toString()}` }}
    />
  );
}
