import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TenantAttributes } from '../../../../src/generated/model/index.js';
import type { Database } from '../../db/database.js';
import type { TenantView } from './tenant-repository.js';

/** A tenant as answered with its attributes' values (`{}` for none). */
export type AttributedTenant = TenantView & { attributes: TenantAttributes };

/** The tenants with their attributes' values, read in one query (`db`: inside the caller's transaction). */
export async function withAttributes(request: FastifyRequest, tenants: readonly TenantView[], db?: Kysely<Database>): Promise<AttributedTenant[]> {
  const values = await request.server.areas.attributes.valuesOf(
    tenants.map((tenant) => tenant.tenantId),
    db,
  );
  return tenants.map((tenant) => ({ ...tenant, attributes: values.get(tenant.tenantId) ?? {} }));
}

/** One tenant with its attributes' values. */
export async function attributed(request: FastifyRequest, tenant: TenantView, db?: Kysely<Database>): Promise<AttributedTenant> {
  const [one] = await withAttributes(request, [tenant], db);
  return one as AttributedTenant;
}
