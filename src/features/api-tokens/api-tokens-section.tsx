import AddIcon from '@mui/icons-material/Add';
import KeyIcon from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { getListApiTokensQueryKey, revokeApiToken, useListApiTokens } from '../../generated/endpoints/api-tokens/api-tokens';
import type { ApiToken, CreatedApiToken } from '../../generated/model';
import { FormAlert } from '../../components/form-alert';
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
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      {/* A phone's width goes to the tokens' lines rather than to margins. */}
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Stack direction="row" spacing={1.5} alignItems="center">
            <KeyIcon color="action" />
            <Typography id={headingId} component="h2" variant="h6">
              {translate('accounts.apiTokens.title')}
            </Typography>
          </Stack>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)} disabled={busy}>
            {translate('accounts.apiTokens.newToken')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: 1 }}>
          {translate('accounts.apiTokens.text')}
        </Typography>
        <FormAlert message={error ?? listError} />
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
      </CardContent>
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
    </Card>
  );
}
