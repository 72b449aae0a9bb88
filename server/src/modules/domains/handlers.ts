import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordIn } from '../../core/audit/audit-context.js';
import { requireUserManager } from '../../auth/permissions.js';
import { normalizeDomainName } from '../../core/domain-names.js';
import type { DomainProver } from './domain-prover.js';
import { txtRecordName, type ProofOutcome } from './ownership-proof.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { translate, type Language } from '../../core/i18n/messages.js';
import type { DomainProofView } from './domain-proof-repository.js';
import { ok } from '../../core/envelope.js';

function withRecords(prover: DomainProver, proof: DomainProofView) {
  return { ...proof, ...prover.recordsFor(proof.domainId, proof.name) };
}

/** The outcome of a check in words an administrator can act on. */
function outcomeSentence(language: Language, name: string, outcome: ProofOutcome, target: string | undefined): string {
  const record = txtRecordName(name);
  if (outcome.verified) {
    return outcome.via === 'txt'
      ? translate(language, 'domainVerified', { record })
      : translate(language, 'domainVerifiedByCname', { name, target: target ?? '' });
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
  return translate(language, keys[outcome.reason], params);
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
