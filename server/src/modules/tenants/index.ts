import { expose, type OperationHandlers, type Opened, type RepositoryContext } from '../../core/area.js';
import * as tenants from './handlers.js';
import { checkTenantPolicy, getTenantPolicy, updateTenantPolicy } from './policy-handlers.js';
import { TenantRepository } from './tenant-repository.js';

/** Tenants: their lists, export, one tenant, its update and its enabled state. */
export const handlers: OperationHandlers = { ...tenants, checkTenantPolicy, getTenantPolicy, updateTenantPolicy };

export const repositories = {
  tenants: ({ db }: RepositoryContext) => new TenantRepository(db),
};

/** What onboarding, accounts, sessions and the audit labels read or write of tenants. */
export const provides = ({ tenants }: Opened<typeof repositories>) =>
  expose(tenants, ['findById', 'findIdByUsername', 'insertMany', 'markDeleted', 'nameOf', 'policyOf', 'setEnabled']);

export { messages } from './messages.js';
