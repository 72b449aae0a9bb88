import type { OperationHandlers, RepositoryContext } from '../../core/area.js';
import { DomainProofRepository } from './domain-proof-repository.js';
import * as domains from './handlers.js';

/** The acting tenant's domains and the proof of their ownership. */
export const handlers: OperationHandlers = domains;

export const repositories = {
  domainProofs: ({ db }: RepositoryContext) => new DomainProofRepository(db),
};

export { messages } from './messages.js';
