import { expose, type OperationHandlers, type Opened, type RepositoryContext } from '../../core/area.js';
import { DomainProofRepository } from './domain-proof-repository.js';
import * as domains from './handlers.js';

/** The acting tenant's domains and the proof of their ownership. */
export const handlers: OperationHandlers = domains;

export const repositories = {
  domainProofs: ({ db }: RepositoryContext) => new DomainProofRepository(db),
};

/** What onboarding asks when a tenant is signed up: whether one of its domains is proved already. */
export const provides = ({ domainProofs }: Opened<typeof repositories>) => expose(domainProofs, ['firstVerified']);

export { messages } from './messages.js';
