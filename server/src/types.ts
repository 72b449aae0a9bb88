import type { DomainProver } from './domain/domain-prover.js';
import type { Mailer } from './mail/mailer.js';
import type { Redis } from 'ioredis';
import type { ActingTenant } from './auth/acting-tenant.js';
import type { AuditRepository } from './audit/audit-repository.js';
import type { Config } from './config.js';
import type { SignInFailures } from './auth/sign-in-failures.js';
import type { DatabaseHandle } from './db/client.js';
import type { Versions } from './db/data-version.js';
import type { TokenService } from './auth/tokens.js';
import type { PrincipalCache } from './auth/principal-cache.js';
import type { Language } from './i18n/messages.js';
import type { VersionedCache } from './cache/versioned-cache.js';
import type { CachedPage } from './lists/list-query.js';
import type { DeferredWork } from './auth/deferred-work.js';
import type { DomainProofRepository } from './repositories/domain-proof-repository.js';
import type { TwoFactorRepository } from './repositories/two-factor-repository.js';
import type { ResetLinkRepository } from './repositories/reset-link-repository.js';
import type { ResetRequestRepository } from './repositories/reset-request-repository.js';
import type { SessionRecord, SessionRepository } from './repositories/session-repository.js';
import type { TenantRepository } from './repositories/tenant-repository.js';
import type { Principal, UserRepository } from './repositories/user-repository.js';

export interface Repositories {
  tenants: TenantRepository;
  users: UserRepository;
  audit: AuditRepository;
  resetLinks: ResetLinkRepository;
  resetRequests: ResetRequestRepository;
  sessions: SessionRepository;
  twoFactor: TwoFactorRepository;
  domainProofs: DomainProofRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    repos: Repositories;
    /** Who is calling, read again only after a write. */
    principals: PrincipalCache;
    /** The full-list calls' answers as the bytes sent, valid while the data is unchanged. */
    answers: VersionedCache<Buffer>;
    /** Pages of the tenant lists as sent, with their `Content-Range`: the most used ones. */
    pages: VersionedCache<CachedPage>;
    /** The totals every first screen shows (all, enabled, disabled tenants). */
    totals: VersionedCache<number>;
    /** Whether a tenant exists, by id: read once per data version for the `X-Tenant-Id` of administrators. */
    tenantExists: VersionedCache<boolean>;
    /** Pages of a tenant's users as sent, kept while no user is written. */
    userPages: VersionedCache<CachedPage>;
    /** Pages of the audit log as sent, kept while no event is written. */
    auditPages: VersionedCache<CachedPage>;
    tokens: TokenService;
    /** Shared rate-limit counters, when REDIS_URL is set. */
    redis: Redis | undefined;
    /** Failed sign-ins per client address. */
    signInFailures: SignInFailures;
    /** Password reset links and other mail. */
    mailer: Mailer;
    /** Password reset requests, worked on after their answers. */
    resetRequests: DeferredWork;
    domainProver: DomainProver;
  }
  interface FastifyRequest {
    /** The signed-in user, on operations that need one. */
    principal: Principal | null;
    /** The session their token names. */
    session: SessionRecord | null;
    /** The versions read with the principal: cached answers are checked against them, not read again. */
    versions: Versions | null;
    /** The tenant the call acts in: `X-Tenant-Id` for administrators, else the user's own. */
    actingTenant: ActingTenant | null;
    /** The language of messages for people, from `Accept-Language`. */
    language: Language;
  }
}

/** The success envelope of the contract. */
export function ok<T>(data: T): { code: 0; message: string; data: T } {
  return { code: 0, message: 'ok', data };
}
