import KeyIcon from '@mui/icons-material/Key';
import KeyOffIcon from '@mui/icons-material/KeyOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ApiToken } from '../../generated/model';
import { formatDateTime } from '../../lib/date-time-format';

/** What the section tells each row: whether it may revoke a token now, and what happens when it does. */
export interface TokenActions {
  /** Another token is being revoked or made: this one waits. */
  disabled: boolean;
  onRevoke(token: ApiToken): void;
  /** The id of the element that names a token, which its Revoke button refers to. */
  nameId(token: ApiToken): string;
  /** Whether revoked tokens are listed below: then an empty list of working ones says none works, not none yet. */
  anyRevoked: boolean;
}

export const TokenActionsContext = createContext<TokenActions>({
  disabled: true,
  onRevoke: () => undefined,
  nameId: (token) => `api-token-${token.tokenId}`,
  anyRevoked: false,
});

/** Whether the token still works: a revoked one is listed for 30 days, apart from the others. */
export function isWorking(token: Pick<ApiToken, 'revokedAt'>): boolean {
  return token.revokedAt === null || token.revokedAt === undefined;
}

/** How a token is told apart from the others: its first characters, and a sign that more follow. */
export function shownPrefix(token: Pick<ApiToken, 'prefix'>): string {
  return `${token.prefix}…`;
}

export function TokenIcon({ token }: { token: ApiToken }) {
  return isWorking(token) ? <KeyIcon color="action" /> : <KeyOffIcon color="disabled" />;
}

/** Its name, which its Revoke button is described by; greyed once it is revoked. */
export function TokenName({ token }: { token: ApiToken }) {
  const { nameId } = useContext(TokenActionsContext);
  const working = isWorking(token);
  return (
    <Typography
      component="span"
      id={nameId(token)}
      fontWeight={working ? 500 : 400}
      color={working ? 'text.primary' : 'text.secondary'}
      sx={{ overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}
    >
      {token.name}
    </Typography>
  );
}

/** `tc_Ab12C…`, in the type of a secret, never more of it. */
export function TokenPrefix({ token }: { token: ApiToken }) {
  return (
    <Typography component="code" variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
      {shownPrefix(token)}
    </Typography>
  );
}

/** A line of the row with a time in the chosen language's way of writing one. */
function TimeLine({ messageKey, value, extra }: { messageKey: string; value: string; extra?: Record<string, string> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // An IPv6 address is long and has no spaces: it breaks where the line ends rather than widen the page.
  return <span style={{ wordBreak: 'break-word', overflowWrap: 'anywhere' }}>{translate(messageKey, { time: formatDateTime(value, locale), ...extra })}</span>;
}

export function TokenCreated({ token }: { token: ApiToken }) {
  return <TimeLine messageKey="accounts.apiTokens.created" value={token.createdAt} />;
}

/** "Expires …", "Expired …" once past, or "Never expires". */
export function TokenExpiry({ token }: { token: ApiToken }) {
  const translate = useTranslate();
  // When the row was first drawn: the list is read again after every change.
  const [now] = useState(() => Date.now());
  if (token.expiresAt === null) return <>{translate('accounts.apiTokens.never')}</>;
  const past = Date.parse(token.expiresAt) <= now;
  return <TimeLine messageKey={past ? 'accounts.apiTokens.expired' : 'accounts.apiTokens.expires'} value={token.expiresAt} />;
}

/** "Last used … from …", or "Never used". */
export function TokenLastUse({ token }: { token: ApiToken }) {
  const translate = useTranslate();
  if (token.lastUsedAt === null) return <>{translate('accounts.apiTokens.neverUsed')}</>;
  if (token.lastUsedFrom === null) return <TimeLine messageKey="accounts.apiTokens.lastUsedNowhere" value={token.lastUsedAt} />;
  return <TimeLine messageKey="accounts.apiTokens.lastUsed" value={token.lastUsedAt} extra={{ address: token.lastUsedFrom }} />;
}

/** "Revoked …: its account was disabled", in words for each reason the contract names (a newer one by its name). */
export function TokenRevoked({ token }: { token: ApiToken }) {
  const translate = useTranslate();
  if (!token.revokedAt) return null;
  const reason = token.revokedReason;
  if (reason === null || reason === undefined) return <TimeLine messageKey="accounts.apiTokens.revokedAt" value={token.revokedAt} />;
  const why = translate(`accounts.apiTokens.revokedReasons.${reason}`, { _: reason });
  return <TimeLine messageKey="accounts.apiTokens.revokedBecause" value={token.revokedAt} extra={{ reason: why }} />;
}

export function RevokeTokenButton({ token }: { token: ApiToken }) {
  const translate = useTranslate();
  const { disabled, onRevoke, nameId } = useContext(TokenActionsContext);
  return (
    <Button size="small" variant="outlined" color="error" aria-describedby={nameId(token)} disabled={disabled} onClick={() => onRevoke(token)}>
      {translate('accounts.apiTokens.revoke')}
    </Button>
  );
}

export function NoTokens() {
  const translate = useTranslate();
  const { anyRevoked } = useContext(TokenActionsContext);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
      {translate(anyRevoked ? 'accounts.apiTokens.noneWorking' : 'accounts.apiTokens.empty')}
    </Typography>
  );
}
