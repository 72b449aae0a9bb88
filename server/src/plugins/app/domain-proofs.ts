import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../../auth/secrets.js';
import { DomainProver } from '../../modules/domains/domain-prover.js';

/** Domain proofs: tokens from the server's secret, checks through `DNS_SERVERS`. */
export default fp(
  async (app) => {
    const { jwtSecret, dataDir, dnsServers, dnsTimeoutMs, cnameTarget } = app.config;
    const secret = resolveJwtSecret(jwtSecret, dataDir);
    const prover = new DomainProver(secret, { servers: dnsServers, timeoutMs: dnsTimeoutMs, cnameTarget });
    // A span per DNS check of a domain's proof, when the server traces.
    const check = prover.check.bind(prover);
    prover.check = (claim) => app.tracing.inSpan('dns.check', {}, () => check(claim));
    app.decorate('domainProver', prover);
  },
  { name: 'domain-proofs', dependencies: ['config', 'tracing'] },
);
