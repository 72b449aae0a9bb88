import { z } from 'zod';
import { createAttributeDefinitionBody } from '../generated/zod/attributes/attributes.zod.js';
import { createTenantBody, updateTenantPolicyBody } from '../generated/zod/tenants/tenants.zod.js';
import { createServiceAccountBody, inviteUserBody } from '../generated/zod/users/users.zod.js';
import { createWebhookEndpointBody } from '../generated/zod/webhooks/webhooks.zod.js';

/**
 * The tenants-as-code file: every object by its natural key (tenant name, username, domain,
 * endpoint URL), never an id or a secret. Each field is the contract's own schema, taken from the
 * zod generated from `openapi/`, so the file is checked as the server checks the calls it makes.
 */
export const FILE_VERSION = 1;

const tenant = createTenantBody.shape;
const attribute = createAttributeDefinitionBody.shape;
const webhook = createWebhookEndpointBody.shape;
const person = inviteUserBody.shape;
const service = createServiceAccountBody.shape;

const attributeEntry = z
  .object({
    key: attribute.key,
    labels: attribute.labels,
    type: attribute.type,
    choices: z.array(z.string()).default([]),
    required: z.boolean().default(false),
    unique: z.boolean().default(false),
    listed: z.boolean().default(false),
  })
  .strict()
  .describe('An attribute every tenant may have (administrators only).');

const domainEntry = z
  .object({
    name: z.string().min(1).max(253),
    verified: z.boolean().optional().describe('Whether the tenant holds the name proved: the server’s, written by export and never applied (prove it with DNS).'),
  })
  .strict();

const userEntry = z
  .object({
    username: person.username.unwrap(),
    kind: z.enum(['person', 'service']).default('person'),
    role: person.role,
    enabled: z.boolean().default(true),
    email: person.email.optional().describe('Where a new person’s invitation goes; required to invite them.'),
    displayName: person.displayName,
    description: service.description,
  })
  .strict();

const webhookEntry = z
  .object({
    url: webhook.url,
    description: z.string().max(200).default(''),
    eventTypes: webhook.eventTypes,
    enabled: z.boolean().default(true),
  })
  .strict();

export const tenantEntry = z
  .object({
    name: tenant.username,
    // Administrators' fields: left out (as an owner's export leaves them), the file does not manage them.
    remark: z.string().max(500).optional(),
    enabled: z.boolean().optional(),
    attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    domains: z.array(domainEntry).max(100).default([]),
    users: z.array(userEntry).default([]),
    webhooks: z.array(webhookEntry).max(20).default([]),
    policy: updateTenantPolicyBody.partial().strict().optional().describe('What the tenant sets over the instance’s policy; left out, the instance’s.'),
  })
  .strict();

export const tenantsFile = z
  .object({
    version: z.literal(FILE_VERSION),
    attributes: z.array(attributeEntry).optional().describe('Left out, the definitions are not managed by this file.'),
    tenants: z.array(tenantEntry),
  })
  .strict()
  .describe('Tenant Console configuration, as `tenant-console export` writes it and `plan` and `apply` read it.');

export type TenantsFile = z.output<typeof tenantsFile>;
export type TenantEntry = z.output<typeof tenantEntry>;
export type AttributeEntry = z.output<typeof attributeEntry>;
export type UserEntry = z.output<typeof userEntry>;
export type WebhookEntry = z.output<typeof webhookEntry>;
export type DomainEntry = z.output<typeof domainEntry>;
export type PolicyEntry = NonNullable<TenantEntry['policy']>;

/** The file's JSON Schema, for editors (`tenant-console schema`, and `tenants-file.schema.json` in the package). */
export function tenantsFileJsonSchema(): unknown {
  return z.toJSONSchema(tenantsFile, { io: 'input', unrepresentable: 'any' });
}
