import * as apiTokenMocks from '../../contract/endpoints/api-tokens/api-tokens.msw';
import * as auditMocks from '../../contract/endpoints/audit/audit.msw';
import * as authMocks from '../../contract/endpoints/auth/auth.msw';
import * as domainMocks from '../../contract/endpoints/domains/domains.msw';
import * as tenantMocks from '../../contract/endpoints/tenants/tenants.msw';
import * as userMocks from '../../contract/endpoints/users/users.msw';

/**
 * Every tag's generated msw module, in one place: the console's mocks, the standalone mock server
 * and the contract tests all read the contract's mocks from here, so a new tag is added once.
 */
export const generatedMockModules = { ...authMocks, ...tenantMocks, ...userMocks, ...apiTokenMocks, ...auditMocks, ...domainMocks };

/** Every generated handler: faker data shaped by the contract. */
export function generatedHandlers() {
  return [...authMocks.getAuthMock(), ...tenantMocks.getTenantsMock(), ...userMocks.getUsersMock(), ...apiTokenMocks.getApiTokensMock(), ...auditMocks.getAuditMock(), ...domainMocks.getDomainsMock()];
}
