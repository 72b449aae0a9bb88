import DevicesIcon from '@mui/icons-material/Devices';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Confirm, useLogout, useNotify, useTranslate } from 'react-admin';
import { SettingsSection } from '../../../components/settings-section';
import { useCurrentUser } from '../../../components/use-current-user';
import { RevokeTokensChoice, useWorkingTokenCount } from '../../../features/api-tokens';
import { endAllSessions, endSession, getListSessionsQueryKey, useListSessions } from '../../../generated/endpoints/auth/auth';
import type { Session } from '../../../generated/model';
import { SIGN_IN_PATH } from '../../../lib/sign-in-path';
import { clearSession } from '../../../lib/session';
import { refusalMessage } from '../../../lib/submission-errors';
import { deviceName } from './device-name';
import { SessionActionsContext, type SessionActions } from './session-parts';
import { sessionViews } from './session-views';

type Asking = { kind: 'one'; session: Session } | { kind: 'all' };

/**
 * The sessions of one's own account in Settings: where it is signed in (the list is the
 * contract's, declared in `session-views.tsx`), ending any other one, and signing out everywhere,
 * this device included, and the account's API tokens too if the person chooses so (they keep
 * working otherwise).
 */
export function SessionsSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const headingId = useId();
  const sessions = useListSessions();
  const [asking, setAsking] = useState<Asking>();
  const [revokeTokens, setRevokeTokens] = useState(false);
  const { userId } = useCurrentUser();
  const workingTokens = useWorkingTokenCount(userId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const fallback = translate('shell.errors.somethingWentWrong');

  // Called directly, not as mutations: a refusal is shown here, not also as the shared handler's toast.
  const endOne = async (session: Session) => {
    setBusy(true);
    setError(undefined);
    try {
      await endSession(session.sessionId);
      notify('accounts.sessions.ended', { type: 'success' });
    } catch (failure) {
      // Ended already (elsewhere, or it ran out): the list read again shows it gone.
      setError(refusalMessage(failure) ?? fallback);
    } finally {
      setBusy(false);
      setAsking(undefined);
      void queryClient.invalidateQueries({ queryKey: getListSessionsQueryKey() });
    }
  };

  const endAll = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await endAllSessions(revokeTokens && workingTokens ? { revokeApiTokens: true } : undefined);
    } catch (failure) {
      setBusy(false);
      setAsking(undefined);
      setError(refusalMessage(failure) ?? fallback);
      return;
    }
    // This token is dead on the server already: cleared first, signing out does not send it again.
    clearSession();
    await logout({}, SIGN_IN_PATH, false);
  };

  const actions = useMemo<SessionActions>(
    () => ({ disabled: busy, onEnd: (chosen) => setAsking({ kind: 'one', session: chosen }), nameId: (session) => `${headingId}-${session.sessionId}` }),
    [busy, headingId],
  );
  const listError = sessions.isError ? (refusalMessage(sessions.error) ?? fallback) : undefined;
  return (
    <SettingsSection
      headingId={headingId}
      icon={<DevicesIcon color="action" />}
      title={translate('accounts.sessions.title')}
      action={
        <Button
          variant="outlined"
          color="error"
          onClick={() => {
            setRevokeTokens(false);
            setAsking({ kind: 'all' });
          }}
          disabled={busy}
        >
          {translate('accounts.sessions.signOutEverywhere')}
        </Button>
      }
      text={translate('accounts.sessions.text')}
      alert={error ?? listError}
      dialogs={
        <>
          <Confirm
            isOpen={asking?.kind === 'one'}
            loading={busy}
            title="accounts.sessions.endTitle"
            content="accounts.sessions.endContent"
            contentTranslateOptions={
              asking?.kind === 'one' ? { device: deviceName(asking.session, translate), address: asking.session.clientAddress } : {}
            }
            confirm="accounts.sessions.end"
            confirmColor="warning"
            onConfirm={() => {
              if (asking?.kind === 'one') void endOne(asking.session);
            }}
            onClose={() => setAsking(undefined)}
          />
          <Confirm
            isOpen={asking?.kind === 'all'}
            loading={busy}
            title="accounts.sessions.everywhereTitle"
            content={
              <>
                <DialogContentText sx={{ mb: 2 }}>{translate('accounts.sessions.everywhereContent')}</DialogContentText>
                <RevokeTokensChoice count={workingTokens} checked={revokeTokens} onChange={setRevokeTokens} />
              </>
            }
            confirm="accounts.sessions.signOutEverywhere"
            confirmColor="warning"
            onConfirm={() => void endAll()}
            onClose={() => setAsking(undefined)}
          />
        </>
      }
    >
      <SessionActionsContext.Provider value={actions}>
        <sessionViews.LocalList records={sessions.data} isPending={sessions.isPending} labelledBy={headingId} />
      </SessionActionsContext.Provider>
    </SettingsSection>
  );
}
