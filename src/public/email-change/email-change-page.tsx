import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { EmailChangeLink, EmailChanged } from '../../generated/model';
import { BackToSignInLink } from '../../components/back-to-sign-in-link';
import { PublicCardPage, PublicHeading } from '../../components/public-card-page';
import { useTranslate } from '../../i18n/translate';
import { callPublicApi } from '../../lib/public-api';
import { refusalMessage } from '../../lib/submission-errors';
import { useLinkToken } from '../forgot-password/use-link-token';
import { emailChangeProblemOf, isWellFormedEmailChangeToken, type EmailChangeProblem } from './email-change-outcome';
import { EmailChangeDone, EmailChangeProblemCard } from './email-change-outcomes';

type Outcome = { changed: EmailChanged } | { problem: EmailChangeProblem };

/**
 * `/email-change?token=…`: the link mailed to a new address. Nothing is confirmed when the page
 * opens (mail scanners open links too): the person presses Confirm, then sees the address that is
 * the account's now, or why the link cannot do it. A failure worth trying again (no answer, too many
 * attempts) is said above the button.
 */
export default function EmailChangePage() {
  const translate = useTranslate();
  const [token] = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome>();
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  if (token === undefined || !isWellFormedEmailChangeToken(token)) return <EmailChangeProblemCard problem="unknown" />;
  if (outcome && 'changed' in outcome) return <EmailChangeDone changed={outcome.changed} />;
  if (outcome) return <EmailChangeProblemCard problem={outcome.problem} />;

  const confirm = async () => {
    setConfirming(true);
    setFailure(undefined);
    try {
      const link: EmailChangeLink = { token };
      setOutcome({ changed: await callPublicApi<EmailChanged>('POST', '/v1/auth/email-change', link) });
    } catch (error) {
      const problem = emailChangeProblemOf(error);
      if (problem) setOutcome({ problem });
      else setFailure(refusalMessage(error) ?? translate('shell.errors.somethingWentWrong'));
    } finally {
      setConfirming(false);
    }
  };

  const title = translate('accounts.emailChange.title');
  return (
    <PublicCardPage title={title}>
      <PublicHeading title={title} subtitle={translate('accounts.emailChange.text')} />
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Button variant="contained" size="large" fullWidth disabled={confirming} onClick={() => void confirm()}>
        {translate(confirming ? 'accounts.emailChange.confirming' : 'accounts.emailChange.confirm')}
      </Button>
      <BackToSignInLink />
    </PublicCardPage>
  );
}
