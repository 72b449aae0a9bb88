import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditScope } from '../../core/audit/audit-record.js';
import { type AuditRepository } from './audit-repository.js';
import { auditScopeOf, callerOf } from '../../auth/permissions.js';
import { auditEventNotFound } from './audit-refusals.js';
import { AUDIT_CSV_HEADER, auditCsvRow } from './audit-csv.js';
import { parseAuditFilter, type AuditFilter } from './audit-filter.js';
import { sendKeptPage } from '../../core/lists/kept-page.js';
import { parseListQuery, type ListParameters } from '../../core/lists/list-query.js';
import { auditListReading } from './list.js';
import { sendCsvDownload } from '../../core/lists/csv-download.js';
import { ok } from '../../core/envelope.js';
import type { Language } from '../../core/i18n/catalog.js';

export async function listAuditEvents(request: FastifyRequest<{ Querystring: ListParameters }>, reply: FastifyReply) {
  const scope = auditScopeOf(callerOf(request));
  const query = parseListQuery(request.query, auditListReading);
  return sendKeptPage(reply, {
    cache: request.server.auditPages,
    key: JSON.stringify([scope, query]),
    version: request.versions?.audit,
    resource: 'audit-events',
    start: query.range.start,
    read: () => request.server.repos.audit.page(scope, query),
  });
}

export async function getAuditEvent(request: FastifyRequest<{ Params: { id: number } }>) {
  const event = await request.server.repos.audit.findVisible(auditScopeOf(callerOf(request)), request.params.id);
  // An event outside the caller's view answers as if it did not exist.
  if (!event) throw auditEventNotFound(request.params.id);
  return ok(event);
}

const EXPORT_BATCH = 1000;
async function* exportLines(audit: AuditRepository, scope: AuditScope, filter: AuditFilter, language: Language): AsyncGenerator<string> {
  yield AUDIT_CSV_HEADER;
  for await (const batch of audit.exportBatches(scope, filter, EXPORT_BATCH)) yield batch.map((event) => auditCsvRow(event, language)).join('');
}

/**
 * Every event the caller may see that the filter matches, newest first, streamed a batch at a time;
 * each with the sentence the audit log shows, in the caller's language (`Accept-Language`).
 */
export async function exportAuditEvents(request: FastifyRequest<{ Querystring: { filter?: string } }>, reply: FastifyReply) {
  const scope = auditScopeOf(callerOf(request));
  // Read before the first byte goes out, so that a bad filter is still a 400 envelope.
  const filter = parseAuditFilter(request.query.filter);
  return sendCsvDownload(reply, 'audit-events', exportLines(request.server.repos.audit, scope, filter, request.language));
}
