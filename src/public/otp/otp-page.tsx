import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { PublicCardPage } from '../../components/public-card-page';
import { useTranslate } from '../../i18n/translate';
import { clearChallenge, readChallenge } from '../../lib/two-factor-challenge';
import { safeRedirect } from '../sign-in/safe-redirect';
import { OneTimeCodeStep } from './one-time-code-step';
import { OtpProblem } from './otp-problem';

type State = { kind: 'code' } | { kind: 'expired' } | { kind: 'locked'; message: string };

/** setTimeout's longest wait; a later deadline (a clock far behind) would fire at once. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * `/otp`: the code step of a sign-in whose password was right. The challenge waits in this tab's
 * session storage; without one (opened directly, in another tab, or too late) the page says the
 * step has expired rather than show a form that cannot work, and so it does when time runs out here.
 */
export default function OtpPage() {
  const translate = useTranslate();
  const search = useSearch();
  const redirect = safeRedirect(new URLSearchParams(search).get('redirect'));
  const [stored] = useState(() => readChallenge());
  const [state, setState] = useState<State>(() => (stored ? { kind: 'code' } : { kind: 'expired' }));

  useEffect(() => {
    if (!stored || state.kind !== 'code') return undefined;
    const timer = setTimeout(
      () => {
        clearChallenge();
        setState({ kind: 'expired' });
      },
      Math.min(Math.max(0, stored.deadline - Date.now()), LONGEST_TIMEOUT_MS),
    );
    return () => clearTimeout(timer);
  }, [stored, state.kind]);

  if (!stored || state.kind === 'expired') return <OtpProblem kind="expired" redirect={redirect} />;
  if (state.kind === 'locked') return <OtpProblem kind="locked" message={state.message} redirect={redirect} />;
  return (
    <PublicCardPage title={translate('accounts.otp.title')}>
      <OneTimeCodeStep
        challenge={stored.challenge}
        redirect={redirect}
        onExpired={() => setState({ kind: 'expired' })}
        onLocked={(message) => setState({ kind: 'locked', message })}
      />
    </PublicCardPage>
  );
}
