import type { DataProvider, Identifier } from 'react-admin';
import type { SignUpDecision, Tenant, TenantCreate, TenantUpdate } from '../../generated/model';
import { attributeChanges, attributeValuesToSet, type AttributeInputValues } from './tenant-attribute-values';

/** A tenant as react-admin holds it: the contract's tenant with an `id` and its domain count. */
export interface TenantRecord extends Tenant {
  id: number;
  domainsCount: number;
}

/** The edit form's values: domains as objects, the shape react-hook-form lists need. */
export interface TenantFormValues {
  username: string;
  remark: string;
  domains: { name: string }[];
  /** An input per attribute defined, by key. */
  attributes?: AttributeInputValues;
}

export function toTenantRecord(tenant: Tenant): TenantRecord {
  return { ...tenant, id: tenant.tenantId, domainsCount: tenant.domains.length };
}

/** The create form's values: the tenant's fields as the edit form has them, and its first owner. */
export interface TenantCreateValues extends TenantFormValues {
  owner: { username: string; email: string; displayName?: string };
}

/** What `createTenant` is sent: trimmed, with no empty domain rows and no empty optional fields. */
export function toTenantCreate(values: TenantCreateValues): TenantCreate {
  const remark = values.remark ?? '';
  const domains = (values.domains ?? []).map((d) => (d?.name ?? '').trim()).filter((name) => name !== '');
  const displayName = values.owner.displayName?.trim() ?? '';
  const attributes = attributeValuesToSet(values.attributes);
  return {
    username: values.username.trim(),
    ...(remark.trim() !== '' && { remark }),
    ...(domains.length > 0 && { domains }),
    ...(Object.keys(attributes).length > 0 && { attributes }),
    owner: {
      username: values.owner.username.trim(),
      email: values.owner.email.trim(),
      ...(displayName !== '' && { displayName }),
    },
  };
}

/** Only the fields that differ, so an unchanged field is never sent (nor re-checked) at all. */
export function toTenantUpdate(values: TenantFormValues, previous: TenantRecord): TenantUpdate {
  const update: TenantUpdate = {};
  const username = values.username.trim();
  if (username !== previous.username) update.username = username;
  const remark = values.remark ?? '';
  if (remark !== previous.remark) update.remark = remark;
  const domains = (values.domains ?? []).map((d) => d.name.trim()).filter((name) => name !== '');
  const before = previous.domains.map((d) => d.name);
  if (domains.length !== before.length || domains.some((name, i) => name.toLowerCase() !== before[i])) {
    update.domains = domains;
  }
  const attributes = attributeChanges(values.attributes, previous.attributes);
  if (Object.keys(attributes).length > 0) update.attributes = attributes;
  return update;
}

/**
 * Where the server's `data.field` sits in the form: `domains[2]` → `domains.2.name`; the owner's
 * fields (`owner.email`) are where they are.
 */
export function formPathOf(field: string): string {
  const domain = /^domains\[(\d+)\]$/.exec(field);
  return domain ? `domains.${domain[1]}.name` : field;
}

/**
 * What this resource needs of the data provider beyond react-admin's own methods. Resource first,
 * as react-admin's own: the console's combined data provider routes every call by its resource.
 */
export interface TenantDataProvider extends DataProvider {
  setTenantStatus(resource: 'tenants', id: Identifier, enabled: boolean): Promise<{ data: TenantRecord }>;
  /** Deletes the tenant restorably: it answers the tenant as it is now, with its purge date. */
  /** `confirm`: the tenant's name as the person deleting it typed it (the server checks it). */
  deleteTenant(resource: 'tenants', id: Identifier, confirm: string): Promise<{ data: TenantRecord }>;
  restoreTenant(resource: 'tenants', id: Identifier): Promise<{ data: TenantRecord }>;
  decideTenantSignUp(resource: 'tenants', id: Identifier, decision: SignUpDecision): Promise<{ data: TenantRecord }>;
}
