import { useState } from 'react';
import type { SignedUp } from '../../generated/model';
import { useTranslate } from '../../i18n/translate';
import { PublicCardFailed, PublicCardWaiting } from '../public-card-states';
import { ConfirmSignUp } from './confirm-sign-up';
import { SignedUpOutcome } from './signed-up';
import { SignUpLinkProblem } from './sign-up-link-problem';
import type { SignUpLinkProblem as Problem } from './sign-up-link-state';
import { useSignUpLink } from './use-sign-up-link';

export interface SignUpLinkProps {
  token: string;
  /** Back to the form, without the link. */
  onSignUpAgain(): void;
}

/**
 * `/sign-up?token=…`, the link a sign-up mailed: it shows what it creates (or why it cannot:
 * used, expired, unknown, sign-up closed, a name or the address taken since), creates it on
 * demand, then leads to sign-in, or says the tenant waits for an administrator. Checked first and
 * confirmed with a button: a mail scanner that opens links creates nothing.
 */
export function SignUpLink({ token, onSignUpAgain }: SignUpLinkProps) {
  const translate = useTranslate();
  const link = useSignUpLink(token);
  const [created, setCreated] = useState<SignedUp>();
  const [lateProblem, setLateProblem] = useState<Problem>();
  const title = translate('accounts.signUpLink.title');

  if (created && link.status === 'ready') return <SignedUpOutcome created={created} pending={link.pending} />;
  if (lateProblem) return <SignUpLinkProblem problem={lateProblem} onSignUpAgain={onSignUpAgain} />;
  if (link.status === 'checking') return <PublicCardWaiting title={title} message={translate('accounts.signUpLink.checking')} />;
  if (link.status === 'problem') return <SignUpLinkProblem problem={link.problem} onSignUpAgain={onSignUpAgain} />;
  if (link.status === 'failed') return <PublicCardFailed title={title} failedKey="accounts.signUpLink.checkFailed" message={link.message} retry={link.retry} />;
  return <ConfirmSignUp token={token} pending={link.pending} onDone={setCreated} onProblem={setLateProblem} />;
}
