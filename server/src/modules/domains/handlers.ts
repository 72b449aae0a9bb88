import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAsSystemIn, recordIn, tenantLabel } from '../../core/audit/audit-context.js';
import { requireUserManager } from '../../auth/permissions.js';
import { normalizeDomainName } from '../../core/domain-names.js';
import type { Claim, DomainProver } from './domain-prover.js';
import { txtRecordName, type ProofOutcome } from './ownership-proof.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { catalogOf, type Language } from '../../core/i18n/catalog.js';
import { messages } from './messages.js';
import type { DomainProofView, WithdrawnClaim } from './domain-proof-repository.js';
import { uniqueViolationOn } from '../../db/unique-violation.js';
import { keepAnswerIn, sendCreated } from '../../core/created-answer.js';
import { ok } from '../../core/envelope.js';

const words = catalogOf(messages);

function withRecords(prover: DomainProver, tenantId: number, proof: DomainProofView) {
  return { ...proof, ...prover.recordsFor({ tenantId, domainId: proof.domainId, name: proof.name }) };
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
  return ok(proofs.map((proof) => withRecords(request.server.domainProver, tenant.tenantId, proof)));
}

/**
 * The tenant whose claim another tenant's proof withdrew is told in its own log that the name was
 * proved elsewhere, and by nobody it could name.
 */
function recordVerificationMoved(request: FastifyRequest, trx: Parameters<typeof recordIn>[1], claim: WithdrawnClaim, name: string) {
  return recordAsSystemIn(request, trx, {
    action: 'domain.verificationMoved',
    tenantId: claim.tenantId,
    target: { type: 'tenant', id: String(claim.tenantId), label: name },
    changes: { state: { before: 'verified', after: 'pending' } },
  });
}

/**
 * Checks the acting tenant's claim of a name with its own proof. Proved, the tenant holds the name
 * verified: the verification moves here from any other tenant that held it, whose log says so.
 */
export async function verifyDomain(request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) {
  const { tenant } = requireUserManager(request);
  const { repos, domainProver, database } = request.server;
  const name = normalizeDomainName(request.params.name);
  if (name === undefined) {
    throw new AppError(ErrorCode.ValidationFailed, 'invalidDomain', { params: { field: 'name', value: request.params.name }, field: 'name' });
  }
  const notFound = () => new AppError(ErrorCode.DomainNotFound, 'domainNotFound', { params: { name: request.params.name }, field: 'name' });
  // Only the tenant's own domains are looked up: nobody makes this server ask DNS about any name.
  const before = await repos.domainProofs.findByName(tenant, name);
  if (!before) throw notFound();
  const claim: Claim = { tenantId: tenant.tenantId, domainId: before.domainId, name };
  const outcome = await domainProver.check(claim);
  const after = await database.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const withdrawn = outcome.verified ? await repos.domainProofs.takeVerification(tenant, name, now, trx) : [];
    if (!(await repos.domainProofs.record(tenant, before.domainId, outcome, now, trx))) throw notFound();
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
    for (const other of withdrawn) await recordVerificationMoved(request, trx, other, name);
    return checked;
  });
  return reply.send({
    code: 0,
    message: outcomeSentence(request.language, name, outcome, domainProver.cnameTargetOf(tenant.tenantId)),
    data: withRecords(domainProver, tenant.tenantId, after),
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

/**
 * Owners claim their tenant's domains themselves. Other tenants' claims of the name, proved or not,
 * change nothing in the answer: it tells this tenant nothing of them, and proof decides later.
 */
export async function addDomain(request: FastifyRequest<{ Body: { name: string } }>, reply: FastifyReply) {
  const { tenant } = requireUserManager(request);
  const { repos, domainProver, database } = request.server;
  const name = domainName(request.body.name, 'name');
  // Read before the transaction, which holds SQLite's one connection.
  const label = await tenantLabel(request, tenant.tenantId);
  const claimedAlready = () => new AppError(ErrorCode.DomainClaimedAlready, 'domainClaimedAlready', { field: 'name', params: { value: name } });
  const answer = await database.db
    .transaction()
    .execute(async (trx) => {
      const before = (await repos.domainProofs.listOf(tenant, trx)).map((domain) => domain.name);
      if (before.includes(name)) throw claimedAlready();
      if (before.length >= MAX_DOMAINS) throw new AppError(ErrorCode.ValidationFailed, 'tooManyDomains', { field: 'name', params: { limit: MAX_DOMAINS } });
      await repos.domainProofs.add(tenant, name, new Date().toISOString(), trx);
      await recordDomainChange(request, trx, tenant.tenantId, label, before, [...before, name]);
      const added = await repos.domainProofs.findByName(tenant, name, trx);
      if (!added) throw new Error(`Domain ${name} was not written`);
      return keepAnswerIn(request, trx, { body: ok(withRecords(domainProver, tenant.tenantId, added)) });
    })
    .catch((error: unknown) => {
      // The same name added twice at once by this tenant: the second is told the first was.
      if (uniqueViolationOn(error) === 'domain') throw claimedAlready();
      throw error;
    });
  return sendCreated(reply, answer);
}

export async function removeDomain(request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) {
  const { tenant } = requireUserManager(request);
  const { repos, database } = request.server;
  const name = domainName(request.params.name, 'name');
  const label = await tenantLabel(request, tenant.tenantId);
  await database.db.transaction().execute(async (trx) => {
    const before = (await repos.domainProofs.listOf(tenant, trx)).map((domain) => domain.name);
    if (!(await repos.domainProofs.remove(tenant, name, trx))) {
      throw new AppError(ErrorCode.DomainNotFound, 'domainNotFound', { params: { name: request.params.name }, field: 'name' });
    }
    await recordDomainChange(request, trx, tenant.tenantId, label, before, before.filter((other) => other !== name));
  });
  return reply.code(204).send();
}
