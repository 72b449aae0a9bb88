import { getAuthMock } from '../generated/endpoints/auth/auth.msw';
import { getTenantsMock } from '../generated/endpoints/tenants/tenants.msw';

/** Every generated handler: faker data shaped by the contract. */
export const handlers = [...getAuthMock(), ...getTenantsMock()];
