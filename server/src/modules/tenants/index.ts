import type { OperationHandlers, RepositoryContext } from '../../core/area.js';
import * as tenants from './handlers.js';
import { TenantRepository } from './tenant-repository.js';

/** Tenants: their lists, export, one tenant, its update and its enabled state. */
export const handlers: OperationHandlers = tenants;

export const repositories = {
  tenants: ({ db }: RepositoryContext) => new TenantRepository(db),
};

export { messages } from './messages.js';
