import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TenantAttributes } from '../../../../src/generated/model/index.js';
import type { Database } from '../../db/database.js';
import type { TenantView } from './tenant-repository.js';

/** A tenant as answered with its attributes' values (`{}` for none). */
export type AttributedTenant = TenantView & { attributes: TenantAttributes };

/**
 * The tenant with its values, as one literal of a fixed shape: a spread (`{ ...tenant, attributes }`)
 * made an object that cost V8 three times as much to build and to serialize, on every tenant answered.
 */
function withValues(tenant: TenantView, attributes: TenantAttributes): AttributedTenant {
  return {
    tenantId: tenant.tenantId,
    username: tenant.username,
    enabled: tenant.enabled,
    state: tenant.state,
    purgeAt: tenant.purgeAt,
    domains: tenant.domains,
    remark: tenant.remark,
    createdAt: tenant.createdAt,
    updatedAt: tenant.updatedAt,
    attributes,
  };
}

/** The tenants with their attributes' values, read in one query (`db`: inside the caller's transaction). */
export async function withAttributes(request: FastifyRequest, tenants: readonly TenantView[], db?: Kysely<Database>): Promise<AttributedTenant[]> {
  const values = await request.server.areas.attributes.valuesOf(
    tenants.map((tenant) => tenant.tenantId),
    db,
  );
  return tenants.map((tenant) => withValues(tenant, values.get(tenant.tenantId) ?? {}));
}

/** One tenant with its attributes' values. */
export async function attributed(request: FastifyRequest, tenant: TenantView, db?: Kysely<Database>): Promise<AttributedTenant> {
  const [one] = await withAttributes(request, [tenant], db);
  return one as AttributedTenant;
}

/**
 * Whether any attribute is defined, counted once per data version (which every write of a
 * definition or a value moves, on every server, as it does for the lists kept against it): until
 * one is, no tenant has a value, and reading one tenant reads its row alone.
 */
async function anyAttributeDefined(request: FastifyRequest): Promise<boolean> {
  const { totals, areas } = request.server;
  return (await totals.get('attribute-definitions', () => areas.attributes.count(), request.versions?.data)) > 0;
}

/**
 * One tenant with its values, for a call that reads only (getTenant): no statement for values
 * while no attribute is defined. Not for a write's answer, whose transaction may hold a definition
 * the data version read before it does not show yet.
 */
export async function attributedForReading(request: FastifyRequest, tenant: TenantView): Promise<AttributedTenant> {
  if (!(await anyAttributeDefined(request))) return withValues(tenant, {});
  return attributed(request, tenant);
}
