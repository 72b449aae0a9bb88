import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type GetListParams, type RaRecord } from 'react-admin';
import {
  createTenant,
  decideTenantSignUp,
  deleteTenant,
  restoreTenant,
  setTenantStatus,
} from '../../generated/endpoints/tenants/tenants';
import type { Tenant, TenantCreate, TenantUpdate } from '../../generated/model';
import { withTotal } from '../../lib/list-page';
import { wireSort } from '../../lib/list-page-path';
import { restHttpClient } from '../../lib/rest-http-client';
import { TENANT_LIST_WIRE } from './tenant-list-path';
import { toHttpError } from './tenant-http-error';
import { toTenantRecord, type TenantDataProvider, type TenantRecord } from './tenant-record';

const ONE_PATH = 'admin/tenant';

/**
 * The fields `updateTenant` accepts; anything else a form holds is not sent. Every field of the
 * contract's `TenantUpdate` must be named here, or the build fails (the contract's zod schema
 * would say the same at run time, but would bring zod into the first screen).
 */
const UPDATE_FIELD_SET: Record<keyof Required<TenantUpdate>, true> = { username: true, remark: true, domains: true, attributes: true };
const UPDATE_FIELDS = Object.keys(UPDATE_FIELD_SET);

function toUpdate(data: Partial<RaRecord>): TenantUpdate {
  const update: Record<string, unknown> = {};
  for (const field of UPDATE_FIELDS) if (data[field] !== undefined) update[field] = data[field];
  return update as TenantUpdate;
}

const records = <R>(tenants: unknown) => (tenants as Tenant[]).map(toTenantRecord) as unknown as R[];
const record = <R>(tenant: unknown) => toTenantRecord(tenant as Tenant) as unknown as R;

async function mapErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error);
  }
}

function unsupported(): Promise<never> {
  return Promise.reject(new HttpError('resources.tenants.unsupported', 405));
}

/**
 * The `tenants` resource's data provider: ra-data-simple-rest itself, over the console's axios
 * instance, so paging, sorting and search happen on the server, at any number of tenants. Enabling and
 * disabling stay the contract's own call.
 */
export function createTenantDataProvider(): TenantDataProvider {
  const rest = simpleRestProvider('/v1', restHttpClient);
  const listParams = (params: GetListParams): GetListParams => {
    const sort = params.sort ?? { field: 'id', order: 'ASC' };
    return { ...params, sort: wireSort(TENANT_LIST_WIRE, sort), filter: TENANT_LIST_WIRE.toContractFilter(params.filter) };
  };

  const provider: TenantDataProvider = {
    getList: (_resource, params) =>
      mapErrors(async () => {
        const { data, total } = await rest.getList(TENANT_LIST_WIRE.path, listParams(params));
        return withTotal(records(data), total, params);
      }),
    getManyReference: (_resource, params) =>
      mapErrors(async () => {
        const { target, id, ...rest2 } = params;
        const { data, total } = await rest.getList(TENANT_LIST_WIRE.path, listParams({ ...rest2, filter: { ...params.filter, [target]: id } }));
        return withTotal(records(data), total, params);
      }),
    getOne: (_resource, params) => mapErrors(async () => ({ data: record((await rest.getOne(ONE_PATH, params)).data) })),
    getMany: (_resource, params) =>
      mapErrors(async () => ({ data: records((await rest.getMany(TENANT_LIST_WIRE.path, params)).data) })),
    update: (_resource, params) =>
      mapErrors(async () => ({ data: record((await rest.update(ONE_PATH, { ...params, data: toUpdate(params.data) })).data) })),
    updateMany: async (_resource, { ids, data }) => {
      const results = await Promise.all(ids.map((id) => provider.update('tenants', { id, data, previousData: {} })));
      return { data: results.map((result) => result.data.id) };
    },
    setTenantStatus: (_resource, id, enabled) =>
      mapErrors(async () => ({ data: toTenantRecord(await setTenantStatus(Number(id), { enabled })) as TenantRecord })),
    deleteTenant: (_resource, id, confirm) => mapErrors(async () => ({ data: toTenantRecord(await deleteTenant(Number(id), { confirm })) })),
    restoreTenant: (_resource, id) => mapErrors(async () => ({ data: toTenantRecord(await restoreTenant(Number(id))) })),
    decideTenantSignUp: (_resource, id, decision) =>
      mapErrors(async () => ({ data: toTenantRecord(await decideTenantSignUp(Number(id), decision)) })),
    // The contract's own call: the create form sends its owner along, and the owner is invited by mail.
    create: (_resource, params) => mapErrors(async () => ({ data: record(await createTenant(params.data as TenantCreate)) })),
    // A tenant is deleted restorably, by its own call (`deleteTenant`), not react-admin's, which would drop it from the cache.
    delete: unsupported,
    deleteMany: unsupported,
  } satisfies DataProvider & TenantDataProvider;
  return provider;
}
