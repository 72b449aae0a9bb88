import type { Tenant } from '../../../../src/generated/model/index.js';
import { compareBooleans, compareInstants, compareNumbers, compareText, type Comparator } from '../../core/lists/in-memory-order.js';
import { declareList } from '../../core/lists/list-declaration.js';
import { ATTRIBUTE_FIELD, parseTenantFilter, type AttributeCondition, type AttributeField, type ListReading, type TenantFilter } from '../../core/lists/list-query.js';
import { messages } from './messages.js';
import { TENANT_SORT_FIELDS, type TenantSortField } from './sort-fields.js';
import { attributeKeysOf, tenantCsvHeader, tenantCsvRow } from './tenant-csv.js';
import { tenantNotFound } from '../../core/tenant-refusals.js';

const INT32_MAX = 2 ** 31 - 1;

/** `q` as a tenant id, when it is one (the server's `exactId`). */
function tenantIdIn(q: string): number | undefined {
  return /^[0-9]{1,10}$/.test(q) && Number(q) <= INT32_MAX ? Number(q) : undefined;
}

/** The server's tenant search: one or two characters match the start of the username; more, part of it or of a domain; or the exact id. */
function tenantMatches(tenant: Tenant, filter: TenantFilter): boolean {
  if (filter.enabled !== undefined && tenant.enabled !== filter.enabled) return false;
  // As the server: without a state, every tenant but the deleted ones.
  if (filter.state === undefined ? tenant.state === 'deleted' : tenant.state !== filter.state) return false;
  if (filter.ids !== undefined && !filter.ids.includes(tenant.tenantId)) return false;
  if (filter.attributes?.some((condition) => !attributeMatches(tenant, condition))) return false;
  const q = filter.q;
  if (q === undefined || tenantIdIn(q) === tenant.tenantId) return true;
  const name = tenant.username.toLowerCase();
  if (q.length < 3) return name.startsWith(q);
  return name.includes(q) || tenant.domains.some((domain) => domain.name.includes(q));
}

/** As the server: one of the values, within the bounds; a tenant without a value matches nothing. */
function attributeMatches(tenant: Tenant, { key, oneOf, gte, lte }: AttributeCondition): boolean {
  const value = tenant.attributes?.[key];
  if (value === undefined) return false;
  if (oneOf && !oneOf.includes(value)) return false;
  if (gte !== undefined && !(typeof value !== 'boolean' && value >= gte)) return false;
  return lte === undefined || (typeof value !== 'boolean' && value <= lte);
}

/** As the server: by a typed attribute's value (tenants without one come last: `withoutAttribute`). */
function byAttribute(field: string): Comparator<Tenant> | undefined {
  if (!ATTRIBUTE_FIELD.test(field)) return undefined;
  const key = field.slice('attr.'.length);
  return (a, b) => {
    const [x, y] = [a.attributes?.[key], b.attributes?.[key]];
    if (x === undefined || y === undefined) return 0;
    return x < y ? -1 : x > y ? 1 : 0;
  };
}

/** As the server: under an attribute's order, tenants without a value come after the others in either direction. */
function withoutAttribute(field: string): ((tenant: Tenant) => boolean) | undefined {
  if (!ATTRIBUTE_FIELD.test(field)) return undefined;
  const key = field.slice('attr.'.length);
  return (tenant) => tenant.attributes?.[key] === undefined;
}

/** A row of `listTenants`: what the server's summary holds, its state among it. */
const summaryOf = ({ tenantId, username, enabled, state }: Tenant) => ({ tenantId, username, enabled, state });

/** How the tenants' lists read their parameters, on the server and in the mock. */
export const tenantListReading: ListReading<TenantSortField | AttributeField, TenantFilter> = {
  fields: TENANT_SORT_FIELDS,
  fieldPattern: ATTRIBUTE_FIELD,
  defaultSort: { field: 'tenantId', direction: 'asc' },
  parseFilter: parseTenantFilter,
};

/** The tenants' list, as the server answers it and the mock server pages it (mock/lists/). */
export const list = declareList<Tenant, TenantSortField | AttributeField, TenantFilter>({
  ...tenantListReading,
  orderByPattern: byAttribute,
  missingUnder: withoutAttribute,
  resource: 'tenants',
  orderBy: {
    tenantId: (a, b) => compareNumbers(a.tenantId, b.tenantId),
    username: (a, b) => compareText(a.username.toLowerCase(), b.username.toLowerCase()),
    enabled: (a, b) => compareBooleans(a.enabled, b.enabled),
    createdAt: (a, b) => compareInstants(a.createdAt, b.createdAt),
    updatedAt: (a, b) => compareInstants(a.updatedAt, b.updatedAt),
  },
  idOf: (tenant) => tenant.tenantId,
  matches: tenantMatches,
  operations: [{ operationId: 'listTenants', project: summaryOf }, { operationId: 'listTenantsWithDomains' }],
  wholeWithoutParameters: true,
  getOne: { operationId: 'getTenant', notFound: tenantNotFound },
  export: {
    operationId: 'exportTenants', fileName: 'tenants', newestFirst: false, header: tenantCsvHeader,
    row: (tenant, _language, keys) => tenantCsvRow(tenant, keys),
    addedColumns: attributeKeysOf,
  },
  messages,
});
