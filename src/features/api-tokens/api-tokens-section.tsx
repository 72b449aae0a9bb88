import AddIcon from '@mui/icons-material/Add';
import KeyIcon from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { SettingsSection } from '../../components/settings-section';
import { getListApiTokensQueryKey, revokeApiToken, useListApiTokens } from '../../generated/endpoints/api-tokens/api-tokens';
import type { ApiToken, CreatedApiToken } from '../../generated/model';
import { refusalMessage } from '../../lib/submission-errors';
import { NewTokenDialog } from './new-token-dialog';
import { API_TOKENS_PER_ACCOUNT } from './token-limit';
import { isWorking, TokenActionsContext, type TokenActions } from './token-parts';
import { TokenSecretDialog } from './token-secret-dialog';
import { revokedTokenViews, tokenViews } from './token-views';

/** Newest revocation first: what just stopped is what one looks for. */
function byRevocation(a: ApiToken, b: ApiToken): number {
  return (b.revokedAt ?? '').localeCompare(a.revokedAt ?? '');
}

export interface ApiTokensSectionProps {
  /** The account whose tokens these are: one's own, or a service account one manages. */
  userId: number;
  /** Whether the viewer may make a token that never expires (owners and administrators). */
  mayNeverExpire: boolean;
  /** The name of the account's tenant, which a revocation's confirmation names. */
  tenant: string;
}

/**
 * An account's API tokens (the list is the contract's, declared in `token-views.tsx`): making
 * one, whose secret is shown once, and revoking one after a confirmation that names it. Those
 * revoked in the last 30 days are listed below the working ones, greyed, saying when and why; only
 * working ones count toward the account's limit.
 */
export function ApiTokensSection({ userId, mayNeverExpire, tenant }: ApiTokensSectionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const headingId = useId();
  const revokedHeadingId = useId();
  const tokens = useListApiTokens(userId);
  const [asking, setAsking] = useState<ApiToken>();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const fallback = translate('shell.errors.somethingWentWrong');
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: getListApiTokensQueryKey(userId) });

  // Called directly, not as a mutation: a refusal is shown here, not also as the shared handler's toast.
  const revoke = async (token: ApiToken) => {
    setBusy(true);
    setError(undefined);
    try {
      await revokeApiToken(userId, token.tokenId);
      notify('accounts.apiTokens.revoked', { type: 'success', messageArgs: { name: token.name } });
    } catch (failure) {
      // Revoked already (elsewhere): the list read again shows it gone.
      setError(refusalMessage(failure) ?? fallback);
    } finally {
      setBusy(false);
      setAsking(undefined);
      readAgain();
    }
  };

  const { working, revoked } = useMemo(() => {
    const all = tokens.data ?? [];
    return { working: all.filter(isWorking), revoked: all.filter((token) => !isWorking(token)).sort(byRevocation) };
  }, [tokens.data]);
  const actions = useMemo<TokenActions>(
    () => ({ disabled: busy, onRevoke: setAsking, nameId: (token) => `${headingId}-${token.tokenId}`, anyRevoked: revoked.length > 0 }),
    [busy, headingId, revoked.length],
  );
  const listError = tokens.isError ? (refusalMessage(tokens.error) ?? fallback) : undefined;
  return (
    <SettingsSection
      headingId={headingId}
      icon={<KeyIcon color="action" />}
      title={translate('accounts.apiTokens.title')}
      action={
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)} disabled={busy}>
          {translate('accounts.apiTokens.newToken')}
        </Button>
      }
      text={translate('accounts.apiTokens.text')}
      alert={error ?? listError}
      narrowMargins
      dialogs={
        <>
          <NewTokenDialog
            open={creating}
            userId={userId}
            mayNeverExpire={mayNeverExpire}
            onCreated={(token) => {
              setCreating(false);
              setCreated(token);
              readAgain();
            }}
            onClose={() => setCreating(false)}
          />
          <TokenSecretDialog created={created} onClose={() => setCreated(undefined)} />
          <Confirm
            isOpen={asking !== undefined}
            loading={busy}
            title="accounts.apiTokens.revokeTitle"
            titleTranslateOptions={{ name: asking?.name ?? '' }}
            content="accounts.apiTokens.revokeContent"
            contentTranslateOptions={{ prefix: asking?.prefix ?? '', tenant }}
            confirm="accounts.apiTokens.revoke"
            confirmColor="warning"
            onConfirm={() => {
              if (asking) void revoke(asking);
            }}
            onClose={() => setAsking(undefined)}
          />
        </>
      }
    >
      {tokens.data && tokens.data.length > 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('accounts.apiTokens.inUse', { working: working.length, max: API_TOKENS_PER_ACCOUNT })}
        </Typography>
      )}
      <TokenActionsContext.Provider value={actions}>
        <tokenViews.LocalList records={tokens.data && working} isPending={tokens.isPending && !tokens.isError} labelledBy={headingId} />
        {revoked.length > 0 && (
          <Box component="section" aria-labelledby={revokedHeadingId} sx={{ mt: 2 }}>
            <Typography id={revokedHeadingId} component="h3" variant="subtitle1" fontWeight={600}>
              {translate('accounts.apiTokens.revokedTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('accounts.apiTokens.revokedText')}
            </Typography>
            <revokedTokenViews.LocalList records={revoked} isPending={false} labelledBy={revokedHeadingId} />
          </Box>
        )}
      </TokenActionsContext.Provider>
    </SettingsSection>
  );
}
