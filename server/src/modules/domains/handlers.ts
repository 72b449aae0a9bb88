import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordIn } from '../../core/audit/audit-context.js';
import { requireUserManager } from '../../auth/permissions.js';
import { normalizeDomainName } from '../../core/domain-names.js';
import type { DomainProver } from './domain-prover.js';
import { txtRecordName, type ProofOutcome } from './ownership-proof.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { catalogOf, type Language } from '../../core/i18n/catalog.js';
import { messages } from './messages.js';
import type { DomainProofView } from './domain-proof-repository.js';
import { uniqueViolationOn } from '../../db/unique-violation.js';
import { ok } from '../../core/envelope.js';

const words = catalogOf(messages);

function withRecords(prover: DomainProver, proof: DomainProofView) {
  return { ...proof, ...prover.recordsFor(proof.domainId, proof.name) };
}

/** The outcome of a check in words an administrator can act on. */
function outcomeSentence(language: Language, name: string, outcome: ProofOutcome, target: string | undefined): string {
  const record = txtRecordName(name);
  if (outcome.verified) {
    return outcome.via === 'txt'
      ? words.translate(language, 'domainVerified', { record })
      : words.translate(language, 'domainVerifiedByCname', { name, target: target ?? '' });
  }
  // TXT values are quoted: one may hold a comma or a space.
  const found = outcome.found.map((value) => (outcome.reason === 'txtMismatch' ? `"${value}"` : value)).join(', ');
  const params = { name, record, found, target: target ?? '' };
  const keys = {
    nxdomain: 'domainNxdomain',
    noTxtRecord: 'domainNoTxtRecord',
    txtMismatch: 'domainTxtMismatch',
    cnameMismatch: 'domainCnameMismatch',
    timeout: 'domainTimeout',
    resolverFailed: 'domainResolverFailed',
  } as const;
  return words.translate(language, keys[outcome.reason], params);
}

/** The acting tenant's domains with their proof; owners and administrators. */
export async function listDomainProofs(request: FastifyRequest) {
  const { tenant } = requireUserManager(request);
  const proofs = await request.server.repos.domainProofs.listOf(tenant);
  return ok(proofs.map((proof) => withRecords(request.server.domainProver, proof)));
}

export async function verifyDomain(request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) {
  const { tenant } = requireUserManager(request);
  const { repos, domainProver, database, config } = request.server;
  const name = normalizeDomainName(request.params.name);
  if (name === undefined) {
    throw new AppError(ErrorCode.ValidationFailed, 'invalidDomain', { params: { field: 'name', value: request.params.name }, field: 'name' });
  }
  const notFound = () => new AppError(ErrorCode.DomainNotFound, 'domainNotFound', { params: { name: request.params.name }, field: 'name' });
  // Only the tenant's own domains are looked up: nobody makes this server ask DNS about any name.
  const before = await repos.domainProofs.findByName(tenant, name);
  if (!before) throw notFound();
  const outcome = await domainProver.check(before.domainId, name);
  const after = await database.db.transaction().execute(async (trx) => {
    if (!(await repos.domainProofs.record(tenant, before.domainId, outcome, new Date().toISOString(), trx))) throw notFound();
    const checked = await repos.domainProofs.findByName(tenant, name, trx);
    if (!checked) throw notFound();
    await recordIn(request, trx, {
      action: outcome.verified ? 'domain.verified' : 'domain.verificationFailed',
      tenantId: tenant.tenantId,
      target: { type: 'tenant', id: String(tenant.tenantId), label: name },
      changes: {
        state: { before: before.state, after: checked.state },
        ...(checked.reason !== before.reason && { reason: { before: before.reason, after: checked.reason } }),
        ...(checked.found.length > 0 && { found: { before: before.found, after: checked.found } }),
      },
    });
    return checked;
  });
  return reply.send({
    code: 0,
    message: outcomeSentence(request.language, name, outcome, config.cnameTarget),
    data: withRecords(domainProver, after),
  });
}

/** A tenant's domains at most: as many as an administrator's update may list. */
const MAX_DOMAINS = 100;

function domainName(input: string, field: string): string {
  const name = normalizeDomainName(input);
  if (name === undefined) throw new AppError(ErrorCode.ValidationFailed, 'invalidDomain', { params: { field, value: input }, field });
  return name;
}

/** The tenant's domain names before and after, as `tenant.updated` tells an administrator's change of them. */
function recordDomainChange(request: FastifyRequest, trx: Parameters<typeof recordIn>[1], tenantId: number, label: string, before: string[], after: string[]) {
  return recordIn(request, trx, {
    action: 'tenant.updated',
    tenantId,
    target: { type: 'tenant', id: String(tenantId), label },
    changes: { domains: { before, after } },
  });
}

/** Owners add their tenant's domains themselves; a name any tenant has is refused. */
export async function addDomain(request: FastifyRequest<{ Body: { name: string } }>, reply: FastifyReply) {
  const { tenant } = requireUserManager(request);
  const { repos, domainProver, database } = request.server;
  const name = domainName(request.body.name, 'name');
  // Read before the transaction, which holds SQLite's one connection.
  const label = (await repos.tenants.nameOf(tenant.tenantId)) ?? String(tenant.tenantId);
  const taken = () => new AppError(ErrorCode.DomainTaken, 'domainTaken', { field: 'name', params: { field: 'name', value: name } });
  const added = await database.db
    .transaction()
    .execute(async (trx) => {
      if ((await repos.domainProofs.firstTaken([name], trx)) !== undefined) throw taken();
      const before = (await repos.domainProofs.listOf(tenant, trx)).map((domain) => domain.name);
      if (before.length >= MAX_DOMAINS) throw new AppError(ErrorCode.ValidationFailed, 'tooManyDomains', { field: 'name', params: { limit: MAX_DOMAINS } });
      await repos.domainProofs.add(tenant, name, new Date().toISOString(), trx);
      await recordDomainChange(request, trx, tenant.tenantId, label, before, [...before, name]);
      return repos.domainProofs.findByName(tenant, name, trx);
    })
    .catch((error: unknown) => {
      if (uniqueViolationOn(error) === 'domain') throw taken();
      throw error;
    });
  if (!added) throw new Error(`Domain ${name} was not written`);
  return reply.code(201).send(ok(withRecords(domainProver, added)));
}

export async function removeDomain(request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) {
  const { tenant } = requireUserManager(request);
  const { repos, database } = request.server;
  const name = domainName(request.params.name, 'name');
  const label = (await repos.tenants.nameOf(tenant.tenantId)) ?? String(tenant.tenantId);
  await database.db.transaction().execute(async (trx) => {
    const before = (await repos.domainProofs.listOf(tenant, trx)).map((domain) => domain.name);
    if (!(await repos.domainProofs.remove(tenant, name, trx))) {
      throw new AppError(ErrorCode.DomainNotFound, 'domainNotFound', { params: { name: request.params.name }, field: 'name' });
    }
    await recordDomainChange(request, trx, tenant.tenantId, label, before, before.filter((other) => other !== name));
  });
  return reply.code(204).send();
}
