import type { Role, ServiceAccountCreate } from '../../generated/model';

/** What the new service account's form holds. */
export interface ServiceAccountFormValues {
  username: string;
  description: string;
  role: Role;
  isAdmin: boolean;
  enabled: boolean;
}

/** The fields the server may name in a refusal, each an input of the form. */
export const SERVICE_ACCOUNT_FIELDS = ['username', 'description', 'role', 'isAdmin', 'enabled'] as const;

/** The body the contract wants: trimmed, an empty description left out, administrator rights only when offered. */
export function toServiceAccountCreate(values: Partial<ServiceAccountFormValues>, mayGrantAdmin: boolean): ServiceAccountCreate {
  const body: ServiceAccountCreate = { username: (values.username ?? '').trim(), role: values.role ?? 'member', enabled: values.enabled ?? true };
  const description = (values.description ?? '').trim();
  if (description !== '') body.description = description;
  if (mayGrantAdmin && values.isAdmin) body.isAdmin = true;
  return body;
}
