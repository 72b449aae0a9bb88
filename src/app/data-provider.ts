import type { QueryClient } from '@tanstack/react-query';
import { HttpError, type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import {
  getListTenantsWithDomainsQueryOptions,
  getTenant,
  setTenantStatus,
  updateTenant,
} from '../generated/endpoints/tenants/tenants';
import type { TenantUpdate } from '../generated/model';
import { ApiError } from '../lib/http-client';
import {
  formPathOf,
  toTenantRecord,
  type TenantDataProvider,
  type TenantRecord,
} from '../resources/tenants/tenant-record';
import { STALE_TIME_MS } from './query-client';

export type ConsoleDataProvider = TenantDataProvider;

type Comparable = string | number | boolean;

// One collator for every comparison: localeCompare with options builds one per call, which made
// sorting 100,000 usernames take seconds.
const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

function compare(a: Comparable, b: Comparable): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return a < b ? -1 : a > b ? 1 : 0;
}

function matchesFilter(record: TenantRecord, filter: GetListParams['filter']): boolean {
  const q = typeof filter?.q === 'string' ? filter.q.trim().toLowerCase() : '';
  if (q && !record.username.toLowerCase().includes(q)) return false;
  const enabled = filter?.enabled;
  if (enabled !== undefined && enabled !== '' && String(record.enabled) !== String(enabled)) return false;
  return true;
}

/** The contract's errors in react-admin's terms: a field error lands on its input. */
function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 304) {
    return new HttpError('resources.tenants.notifications.notModified', 304);
  }
  const body: Record<string, unknown> = { code: error.code };
  if (error.field) {
    const path = formPathOf(error.field).split('.');
    // At the field, the field's own name in front of the message says nothing new.
    const atField = error.message.startsWith(`${error.field}: `) ? error.message.slice(error.field.length + 2) : error.message;
    let errors: Record<string, unknown> = { [path.at(-1) ?? error.field]: atField };
    for (const segment of path.slice(0, -1).reverse()) errors = { [segment]: errors };
    body['errors'] = errors;
  }
  return new HttpError(error.message, error.status ?? 0, body);
}

function unsupported(): Promise<never> {
  return Promise.reject(new HttpError('resources.tenants.unsupported', 405));
}

/**
 * react-admin's data provider for `tenants`, built on the generated client. The contract's
 * list call answers every tenant, so filtering, sorting and paging happen here, over one
 * cached answer shared with the generated hooks.
 */
export function createDataProvider(queryClient: QueryClient): ConsoleDataProvider {
  // Records per fetched answer, so paging and sorting do not convert every tenant again.
  const records = new WeakMap<object, TenantRecord[]>();
  const allTenants = async (): Promise<TenantRecord[]> => {
    const tenants = await queryClient.fetchQuery({
      ...getListTenantsWithDomainsQueryOptions(),
      staleTime: STALE_TIME_MS,
    });
    let converted = records.get(tenants);
    if (!converted) {
      converted = tenants.map(toTenantRecord);
      records.set(tenants, converted);
    }
    return converted;
  };
  const forget = () => queryClient.invalidateQueries({ queryKey: getListTenantsWithDomainsQueryOptions().queryKey });

  const provider: ConsoleDataProvider = {
    async getList<R extends RaRecord>(_resource: string, params: GetListParams) {
      const rows = (await allTenants()).filter((record) => matchesFilter(record, params.filter));
      const { field = 'id', order = 'ASC' } = params.sort ?? {};
      const direction = order === 'DESC' ? -1 : 1;
      rows.sort((a, b) => {
        const left = (a as unknown as Record<string, Comparable>)[field] ?? '';
        const right = (b as unknown as Record<string, Comparable>)[field] ?? '';
        return direction * compare(left, right) || a.id - b.id;
      });
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      return { data: rows.slice((page - 1) * perPage, page * perPage) as unknown as R[], total: rows.length };
    },
    async getOne<R extends RaRecord>(_resource: string, { id }: { id: Identifier }) {
      try {
        return { data: toTenantRecord(await getTenant(Number(id))) as unknown as R };
      } catch (error) {
        throw toHttpError(error);
      }
    },
    async getMany<R extends RaRecord>(_resource: string, { ids }: { ids: Identifier[] }) {
      const wanted = new Set(ids.map(Number));
      return { data: (await allTenants()).filter((r) => wanted.has(r.id)) as unknown as R[] };
    },
    async getManyReference<R extends RaRecord>(resource: string, params: GetListParams & { target: string; id: Identifier }) {
      return provider.getList<R>(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },
    async update<R extends RaRecord>(_resource: string, params: { id: Identifier; data: Partial<R> }) {
      try {
        const tenant = await updateTenant(Number(params.id), params.data as TenantUpdate);
        await forget();
        return { data: toTenantRecord(tenant) as unknown as R };
      } catch (error) {
        throw toHttpError(error);
      }
    },
    async updateMany(_resource, { ids, data }) {
      const results = await Promise.all(ids.map((id) => provider.update('tenants', { id, data, previousData: {} })));
      return { data: results.map((r) => r.data.id) };
    },
    async setTenantStatus(id, enabled) {
      try {
        const tenant = await setTenantStatus(Number(id), { enabled });
        await forget();
        return { data: toTenantRecord(tenant) };
      } catch (error) {
        throw toHttpError(error);
      }
    },
    create: unsupported,
    delete: unsupported,
    deleteMany: unsupported,
  };
  return provider;
}
