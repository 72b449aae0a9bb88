import { required, type Validator } from 'react-admin';
import {
  createTenantBody,
  createTenantBodyOwnerDisplayNameMax,
  updateTenantBody,
  updateTenantBodyDomainsMax,
  updateTenantBodyRemarkMax,
} from '../../generated/zod/tenants/tenants.zod';
import type { TenantFormValues } from './tenant-record';

// The rules are the contract's, through its generated zod schemas; only the wording is ours.
const usernameSchema = updateTenantBody.shape.username.unwrap();
const remarkSchema = updateTenantBody.shape.remark.unwrap();
const domainsSchema = updateTenantBody.shape.domains.unwrap();
const domainSchema = domainsSchema.element;
const ownerSchema = createTenantBody.shape.owner;

const matches =
  (schema: { safeParse: (value: unknown) => { success: boolean } }, message: string | { message: string; args: object }): Validator =>
  (value: unknown) =>
    value === undefined || value === null || value === '' || schema.safeParse(typeof value === 'string' ? value.trim() : value).success
      ? undefined
      : message;

const uniqueDomain: Validator = (value: unknown, allValues: Partial<TenantFormValues>) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const name = value.trim().toLowerCase();
  const count = (allValues.domains ?? []).filter((d) => d?.name?.trim().toLowerCase() === name).length;
  return count > 1 ? 'resources.tenants.validation.domainDuplicate' : undefined;
};

export const validateUsername = [required(), matches(usernameSchema, 'resources.tenants.validation.username')];
export const validateRemark = [
  matches(remarkSchema, { message: 'ra.validation.maxLength', args: { max: updateTenantBodyRemarkMax } }),
];
export const validateDomain = [required(), matches(domainSchema, 'resources.tenants.validation.domain'), uniqueDomain];
export const validateDomains: Validator = (value: unknown) =>
  Array.isArray(value) && value.length > updateTenantBodyDomainsMax
    ? { message: 'resources.tenants.validation.domainsMax', args: { max: updateTenantBodyDomainsMax } }
    : undefined;

// The create form's first owner, checked as `createTenant` checks it.
export const validateOwnerUsername = [required(), matches(ownerSchema.shape.username, 'resources.tenants.validation.username')];
export const validateOwnerEmail = [required(), matches(ownerSchema.shape.email, 'resources.tenants.validation.email')];
export const validateOwnerDisplayName = [
  matches(ownerSchema.shape.displayName.unwrap(), { message: 'ra.validation.maxLength', args: { max: createTenantBodyOwnerDisplayNameMax } }),
];
