import { ApiTokenRepository } from '../../auth/api-token-repository.js';
import { expose, type OperationHandlers, type Opened, type RepositoryContext } from '../../core/area.js';
import * as apiTokens from './handlers.js';

/** API tokens, with which programs call as a service account (and people as themselves): listed, made, revoked. */
export const handlers: OperationHandlers = apiTokens;

/** Tokens are read on every call made with one, so their repository lives in `auth/`. */
export const repositories = {
  apiTokens: ({ db }: RepositoryContext) => new ApiTokenRepository(db),
};

/** What other areas call: revoking an account's or a tenant's tokens with its rights. */
export const provides = ({ apiTokens }: Opened<typeof repositories>) => expose(apiTokens, ['revokeAllOfUser', 'revokeAllOfTenant']);

export { messages } from './messages.js';
