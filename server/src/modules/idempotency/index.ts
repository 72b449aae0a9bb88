import { SecretBox } from '../../auth/secret-box.js';
import { resolveSecretKey } from '../../auth/secrets.js';
import type { OperationHandlers, RepositoryContext } from '../../core/area.js';
import { IdempotencyRepository } from './idempotency-repository.js';

/** Creates sent again with an `Idempotency-Key`: no operation of its own; `plugins/app/idempotency.ts` keeps the keys. */
export const handlers: OperationHandlers = {};

export const repositories = {
  idempotency: ({ db, config }: RepositoryContext) => new IdempotencyRepository(db, new SecretBox(resolveSecretKey(config.secretKey, config.dataDir))),
};

export { messages } from './messages.js';
