import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../../auth/secrets.js';
import { DomainProver } from '../../modules/domains/domain-prover.js';

/** Domain proofs: tokens from the server's secret, checks through `DNS_SERVERS`. */
export default fp(
  async (app) => {
    const { jwtSecret, dataDir, dnsServers, dnsTimeoutMs, cnameTarget } = app.config;
    const secret = resolveJwtSecret(jwtSecret, dataDir);
    app.decorate('domainProver', new DomainProver(secret, { servers: dnsServers, timeoutMs: dnsTimeoutMs, cnameTarget }));
  },
  { name: 'domain-proofs', dependencies: ['config'] },
);
