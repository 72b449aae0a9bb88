import { ApiTokenRepository } from '../../auth/api-token-repository.js';
import type { OperationHandlers, RepositoryContext } from '../../core/area.js';
import * as apiTokens from './handlers.js';

/** API tokens, with which programs call as a service account (and people as themselves): listed, made, revoked. */
export const handlers: OperationHandlers = apiTokens;

/** Tokens are read on every call made with one, so their repository lives in `auth/`. */
export const repositories = {
  apiTokens: ({ db }: RepositoryContext) => new ApiTokenRepository(db),
};

export { messages } from './messages.js';
