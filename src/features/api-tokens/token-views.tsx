import { listApiTokensResponse } from '../../generated/zod/api-tokens/api-tokens.zod';
import type * as zod from 'zod';
import { defineContractViews, type ContractViewsDeclaration, type ListOverride } from '../../components/contract-views';
import { NoTokens, RevokeTokenButton, TokenCreated, TokenExpiry, TokenIcon, TokenLastUse, TokenName, TokenPrefix, TokenRevoked } from './token-parts';

const TOKEN = listApiTokensResponse.shape.data.element;

/** How both lists draw a token's lines: its name and first characters, and each moment in words. */
const TOKEN_FIELDS = {
  name: { render: (token) => <TokenName token={token} /> },
  prefix: { render: (token) => <TokenPrefix token={token} /> },
  createdAt: { render: (token) => <TokenCreated token={token} /> },
  expiresAt: { render: (token) => <TokenExpiry token={token} /> },
  lastUsedAt: { render: (token) => <TokenLastUse token={token} /> },
  revokedAt: { render: (token) => <TokenRevoked token={token} /> },
} satisfies ContractViewsDeclaration<typeof TOKEN>['fields'];

type Token = zod.infer<typeof TOKEN>;

/**
 * A list of an account's tokens in a card too narrow for a table: one row per token, headed by its
 * name and first characters with its icon, then a line for each of `fields` after those.
 */
function tokenRows(fields: ListOverride<Token>['fields'], list: Pick<ListOverride<Token>, 'rowActions' | 'empty'>) {
  return defineContractViews({
    name: 'apiTokens',
    id: 'tokenId',
    list: TOKEN,
    fields: TOKEN_FIELDS,
    views: { list: { layout: 'rows', fields, primary: ['name', 'prefix'], icon: (token) => <TokenIcon token={token} />, ...list } },
  });
}

/**
 * An account's working API tokens, from the contract's `ApiToken`: when each was made, when it
 * stops and when it was last used, and "Revoke" at the end of the row.
 */
export const tokenViews = tokenRows(['name', 'prefix', 'createdAt', 'expiresAt', 'lastUsedAt'], {
  rowActions: (token) => <RevokeTokenButton token={token} />,
  empty: <NoTokens />,
});

/**
 * The tokens revoked in the last 30 days, greyed: when and why each stopped first, and nothing to
 * do with them (a revoked token never works again).
 */
export const revokedTokenViews = tokenRows(['name', 'prefix', 'revokedAt', 'createdAt', 'lastUsedAt'], { empty: null });
