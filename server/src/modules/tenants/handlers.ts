import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { TenantAttributes, TenantUpdate } from '../../../../src/generated/model/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeDomains } from '../../core/domain-names.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { tenantNotFound } from '../../core/tenant-refusals.js';
import { tenantCsvHeader, tenantCsvRow } from './tenant-csv.js';
import { parseListQuery, asksForPage, type ListParameters, type TenantFilter } from '../../core/lists/list-query.js';
import { tenantListReading } from './list.js';
import { type TenantChanges, type TenantView, tenantUpdateRefusal } from './tenant-repository.js';
import { changesBetween, type AuditChanges } from '../../core/audit/audit-actions.js';
import { endAccessOfTenant, endedAccessChanges } from '../../auth/end-access.js';
import { recordIn } from '../../core/audit/audit-context.js';
import { sendCsvDownload } from '../../core/lists/csv-download.js';
import { sendKeptPage, serialized } from '../../core/lists/kept-page.js';
import { ok } from '../../core/envelope.js';
import { attributed, attributedForReading, withAttributes } from './tenant-attributes.js';
import { resolveAttributes } from './attribute-conditions.js';

interface TenantParams {
  id: number;
}

/** The full lists are the heaviest answers and change rarely: serialized once per data version. */
async function sendCachedList(request: ListRequest, reply: FastifyReply, key: string, read: () => Promise<unknown>) {
  const body = await reply.server.answers.get(key, async () => serialized(reply, await read()), request.versions?.data);
  return reply.type('application/json; charset=utf-8').send(body);
}

type ListRequest = FastifyRequest<{ Querystring: ListParameters }>;

/**
 * The totals every first screen asks for (all tenants, enabled, disabled) are counted once per
 * data version: counting a million rows took 10-50 ms of each page. Searches, id lists and
 * attributes' values are counted each time (their keys would be unbounded).
 */
function rememberedTotal(request: ListRequest, filter: TenantFilter) {
  if (filter.q !== undefined || filter.ids !== undefined || filter.attributes !== undefined) return undefined;
  const key = `tenants-total:${String(filter.enabled)}:${filter.state ?? (filter.hideDeleted ? 'not-deleted' : 'all')}`;
  return async (count: () => Promise<number>) => request.server.totals.get(key, count, request.versions?.data);
}

/**
 * The filter as asked, and without a state, hiding deleted tenants while any is: whether one is
 * is known once per data version, so that while none is the lists read as they always have.
 */
/** Deleted tenants are left out unless asked for by their state, once there are any. */
async function withDeletedHidden(request: FastifyRequest, filter: TenantFilter): Promise<TenantFilter> {
  if (filter.state !== undefined) return filter;
  const deleted = await request.server.totals.get('tenants-deleted', async () => Number(await request.server.repos.tenants.anyDeleted()), request.versions?.data);
  return deleted > 0 ? { ...filter, hideDeleted: true } : filter;
}

/** Every administrator sees the same pages of tenants. */
async function sendPage(request: ListRequest, reply: FastifyReply, withDomains: boolean) {
  const read = parseListQuery(request.query, tenantListReading);
  const { conditions, order } = await resolveAttributes(request, read.filter.attributes, read.sort.field);
  const filter = await withDeletedHidden(request, { ...read.filter, ...(conditions && { attributeColumns: conditions }) });
  const query = { ...read, filter, ...(order && { attributeOrder: order }) };
  return sendKeptPage(reply, {
    cache: request.server.pages,
    key: JSON.stringify([withDomains, query]),
    version: request.versions?.data,
    resource: 'tenants',
    start: query.range.start,
    read: async () => {
      const page = await request.server.repos.tenants.page(query, withDomains, rememberedTotal(request, query.filter));
      // A page with domains is the list's whole rows: its tenants' attributes too.
      return withDomains ? { ...page, rows: await withAttributes(request, page.rows as TenantView[]) } : page;
    },
  });
}

export async function listTenants(request: ListRequest, reply: FastifyReply) {
  if (asksForPage(request.query)) return sendPage(request, reply, false);
  return sendCachedList(request, reply, 'tenants', () => request.server.repos.tenants.listSummaries());
}

export async function listTenantsWithDomains(request: ListRequest, reply: FastifyReply) {
  if (asksForPage(request.query)) return sendPage(request, reply, true);
  return sendCachedList(request, reply, 'tenants-with-domains', async () => {
    // Each tenant with all its fields, as its pages have them: its attributes' values read in one pass.
    const [tenants, values] = await Promise.all([request.server.repos.tenants.listWithDomains(), request.server.areas.attributes.allValues()]);
    return tenants.map((tenant) => ({ ...tenant, attributes: values.get(tenant.tenantId) ?? {} }));
  });
}

const EXPORT_BATCH = 1000;
/** The header, then each batch of tenants with their attributes' values, read for the batch in one query: a column per definition. */
async function* exportLines(request: FastifyRequest, filter: TenantFilter): AsyncGenerator<string> {
  const { repos, areas } = request.server;
  const keys = (await areas.attributes.list()).map((definition) => definition.key).sort();
  yield tenantCsvHeader(keys);
  for await (const batch of repos.tenants.exportBatches(filter, EXPORT_BATCH)) {
    const values = keys.length > 0 ? await areas.attributes.valuesOf(batch.map((tenant) => tenant.tenantId)) : new Map<number, TenantAttributes>();
    yield batch.map((tenant) => tenantCsvRow({ ...tenant, attributes: values.get(tenant.tenantId) }, keys)).join('');
  }
}

/** Every matching tenant as CSV, streamed a batch at a time. */
export async function exportTenants(request: FastifyRequest<{ Querystring: { filter?: string } }>, reply: FastifyReply) {
  // Read before the first byte goes out, so that a bad filter is still a 400 envelope.
  const asked = tenantListReading.parseFilter(request.query.filter);
  const { conditions } = await resolveAttributes(request, asked.attributes, '');
  const filter = await withDeletedHidden(request, { ...asked, ...(conditions && { attributeColumns: conditions }) });
  return sendCsvDownload(reply, 'tenants', exportLines(request, filter));
}

/**
 * Records a change of a tenant in the transaction that made it, in the tenant's own log, so that
 * its owners see what administrators changed.
 */
function recordTenantChange(request: FastifyRequest, trx: Kysely<Database>, before: TenantView, after: TenantView, ended: AuditChanges = {}): Promise<void> {
  const flat = (tenant: TenantView) => ({ ...tenant, domains: tenant.domains.map((domain) => domain.name) });
  const changes = changesBetween(flat(before), flat(after), ['username', 'remark', 'domains', 'enabled']);
  const onlyState = Object.keys(changes).length === 1 && 'enabled' in changes;
  return recordIn(request, trx, {
    action: onlyState ? (after.enabled ? 'tenant.enabled' : 'tenant.disabled') : 'tenant.updated',
    tenantId: after.tenantId,
    target: { type: 'tenant', id: String(after.tenantId), label: before.username },
    changes: { ...changes, ...ended },
  });
}

/** A deleted tenant is restored before it changes again. */
function refuseIfDeleted(tenant: TenantView | undefined): void {
  if (tenant?.state === 'deleted') throw new AppError(ErrorCode.TenantDeleted, 'tenantDeleted');
}

/** A tenant's answer larger than this (hundreds of domains) is sent but not kept. */
const KEPT_TENANT_BYTES_MAX = 16 * 1024;

/**
 * One tenant, kept as sent while the data is unchanged: every administrator reads the same answer,
 * and a tenant's page is read again at each visit, after each of its tabs' changes elsewhere.
 */
export async function getTenant(request: FastifyRequest<{ Params: TenantParams }>, reply: FastifyReply) {
  const id = request.params.id;
  const key = String(id);
  const body = await request.server.tenantAnswers.get(
    key,
    async () => {
      const tenant = await request.server.repos.tenants.findById(id);
      if (!tenant) throw tenantNotFound(id);
      return serialized(reply, await attributedForReading(request, tenant));
    },
    request.versions?.data,
  );
  if (body.length > KEPT_TENANT_BYTES_MAX) request.server.tenantAnswers.forget(key);
  return reply.type('application/json; charset=utf-8').send(body);
}

export async function updateTenant(
  request: FastifyRequest<{ Params: TenantParams; Body: TenantUpdate }>,
  reply: FastifyReply,
) {
  const { id } = request.params;
  const { username, remark, domains } = request.body;
  const changes: TenantChanges = {};
  if (username !== undefined) changes.username = username;
  if (remark !== undefined) changes.remark = remark;
  if (domains !== undefined) changes.domains = normalizeDomains(domains);

  const { database, repos, areas } = request.server;
  const now = new Date().toISOString();
  const result = await database.db
    .transaction()
    .execute(async (trx) => {
      const current = await repos.tenants.findById(id, trx);
      refuseIfDeleted(current);
      const outcome = await repos.tenants.update(id, changes, now, trx);
      // Its attributes' values change beside its own fields, in the same transaction and event.
      const valuesChanged = current && request.body.attributes ? await areas.attributes.setValues(id, request.body.attributes, false, trx) : {};
      if (outcome.kind === 'updated') await recordTenantChange(request, trx, outcome.before, outcome.tenant, valuesChanged);
      if (outcome.kind === 'unchanged' && current && Object.keys(valuesChanged).length > 0) {
        await recordTenantChange(request, trx, current, current, valuesChanged);
        return { kind: 'updated' as const, before: current, tenant: await attributed(request, current, trx) };
      }
      return outcome.kind === 'updated' ? { ...outcome, tenant: await attributed(request, outcome.tenant, trx) } : outcome;
    })
    .catch((error: unknown) => tenantUpdateRefusal(error));
  switch (result.kind) {
    case 'updated':
      return ok(result.tenant);
    case 'unchanged':
      return reply.code(304).send();
    case 'not-found':
      throw tenantNotFound(id);
    case 'username-taken':
      throw new AppError(ErrorCode.UsernameTaken, 'usernameTaken', {
        field: 'username',
        params: { value: username ?? '' },
      });
    case 'domain-taken': {
      const index = Math.max(0, changes.domains?.indexOf(result.name) ?? 0);
      const field = `domains[${index}]`;
      throw new AppError(ErrorCode.DomainTaken, 'domainTaken', {
        field,
        params: { field, value: result.name },
      });
    }
  }
}

export async function setTenantStatus(
  request: FastifyRequest<{ Params: TenantParams; Querystring: { enabled: boolean } }>,
) {
  const { id } = request.params;
  const { enabled } = request.query;
  if (!enabled && request.principal?.tenantId === id) {
    throw new AppError(ErrorCode.CannotDisableOwnTenant, 'cannotDisableOwnTenant', { field: 'enabled' });
  }
  const { database, repos } = request.server;
  const now = new Date().toISOString();
  const tenant = await database.db.transaction().execute(async (trx) => {
    refuseIfDeleted(await repos.tenants.findById(id, trx));
    const change = await repos.tenants.setEnabled(id, enabled, now, trx);
    if (!change?.changed || !change.after) return change?.after;
    // Disabled, every session and API token of its users ends for good: enabling it again brings none back.
    const ended = change.before.enabled && !change.after.enabled ? await endAccessOfTenant(request.server.areas, id, 'tenantDisabled', now, trx) : undefined;
    await recordTenantChange(request, trx, change.before, change.after, ended && endedAccessChanges(ended));
    return change.after;
  });
  if (!tenant) throw tenantNotFound(id);
  return ok(await attributed(request, tenant));
}

const DAY_MS = 24 * 3600 * 1000;

/** The tenant administrators belong to: it has an administrator, and is never deleted. */
async function isSystemTenant(request: FastifyRequest, tenantId: number, trx: Kysely<Database>): Promise<boolean> {
  if (request.principal?.tenantId === tenantId) return true;
  return request.server.areas.users.anyAdministratorIn(tenantId, trx);
}

/**
 * Deleted, restorable until the purge date: disabled at once (every session of its users ends),
 * hidden from the lists, purged by the job of `tenant-purge`.
 */
export async function deleteTenant(request: FastifyRequest<{ Params: TenantParams; Querystring: { confirm: string } }>) {
  const { id } = request.params;
  const { confirm } = request.query;
  const { database, repos, config } = request.server;
  const now = new Date();
  const purgeAt = new Date(now.getTime() + config.tenantPurgeDays * DAY_MS).toISOString();
  const tenant = await database.db.transaction().execute(async (trx) => {
    if (await isSystemTenant(request, id, trx)) throw new AppError(ErrorCode.SystemTenantForever, 'systemTenantForever');
    const named = await repos.tenants.findById(id, trx);
    if (named && named.username.toLowerCase() !== confirm.trim().toLowerCase()) {
      throw new AppError(ErrorCode.ValidationFailed, 'deleteConfirmMismatch', { field: 'confirm', params: { value: named.username } });
    }
    const change = await repos.tenants.markDeleted(id, now.toISOString(), purgeAt, trx);
    if (!change?.after) return undefined;
    if (!change.changed) throw new AppError(ErrorCode.TenantDeleted, 'tenantDeleted');
    // Restoring it brings none of them back.
    const ended = await endAccessOfTenant(request.server.areas, id, 'tenantDeleted', now.toISOString(), trx);
    await recordIn(request, trx, {
      action: 'tenant.deleted',
      tenantId: id,
      target: { type: 'tenant', id: String(id), label: change.before.username },
      changes: { state: { before: change.before.state, after: 'deleted' }, purgeAt: { before: null, after: purgeAt }, ...endedAccessChanges(ended) },
    });
    return change.after;
  });
  if (!tenant) throw tenantNotFound(id);
  request.server.tenantPurge.reschedule();
  return ok(await attributed(request, tenant));
}

/** Back as it was before its deletion; the sessions that ended then stay ended. */
export async function restoreTenant(request: FastifyRequest<{ Params: TenantParams }>) {
  const { id } = request.params;
  const { database, repos } = request.server;
  const tenant = await database.db.transaction().execute(async (trx) => {
    const change = await repos.tenants.restore(id, new Date().toISOString(), trx);
    if (!change?.after) return undefined;
    if (!change.changed) throw new AppError(ErrorCode.TenantNotDeleted, 'tenantNotDeleted');
    await recordIn(request, trx, {
      action: 'tenant.restored',
      tenantId: id,
      target: { type: 'tenant', id: String(id), label: change.after.username },
      changes: { state: { before: 'deleted', after: change.after.state }, purgeAt: { before: change.before.purgeAt, after: null } },
    });
    return change.after;
  });
  if (!tenant) throw tenantNotFound(id);
  return ok(await attributed(request, tenant));
}
