import { http, HttpResponse } from 'msw';
import { getAuthMock } from '../generated/endpoints/auth/auth.msw';
import { getExportTenantsResponseMock, getTenantsMock } from '../generated/endpoints/tenants/tenants.msw';

/**
 * orval 7 labels every mock answer JSON, the CSV export's too (orval issue 2327); this one
 * answers with the type the contract documents. It comes first, so msw uses it.
 */
const exportAsCsv = http.get(
  '*/v1/admin/tenant/export',
  () => new HttpResponse(getExportTenantsResponseMock(), { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
);

/** Every generated handler: faker data shaped by the contract. */
export const handlers = [exportAsCsv, ...getAuthMock(), ...getTenantsMock()];
