// What the app decorates Fastify's instance and requests with, for every part that reads them.
import type { DomainProver } from './modules/domains/domain-prover.js';
import type { WebhookWorker } from './modules/webhooks/worker.js';
import type { TenantPurge } from './plugins/app/tenant-purge.js';
import type { ImpersonationExpiry } from './plugins/app/impersonation-expiry.js';
import type { Shutdown } from './plugins/app/draining.js';
import type { Mailer } from './core/mail/mailer.js';
import type { BackgroundWork } from './core/background-work.js';
import type { Redis } from 'ioredis';
import type { ActingTenant } from './auth/acting-tenant.js';
import type { Config } from './config.js';
import type { SignInFailures } from './auth/sign-in-failures.js';
import type { DatabaseHandle } from './db/client.js';
import type { Versions } from './freshness/data-version.js';
import type { TokenService } from './auth/tokens.js';
import type { PrincipalCache } from './auth/principal-cache.js';
import type { Language } from './core/i18n/catalog.js';
import type { VersionedCache } from './freshness/versioned-cache.js';
import type { CachedPage } from './core/lists/list-query.js';
import type { DeferredWork } from './core/deferred-work.js';
import type { SessionRecord } from './auth/session-repository.js';
import type { Provided, Repositories } from './areas.js';
import type { Metrics } from './plugins/app/metrics.js';
import type { HeldKey } from './plugins/app/idempotency.js';
import type { Principal } from './auth/principal.js';
import type { ApiTokenRecord } from './auth/api-token-repository.js';
import type { TenantPresence } from './modules/tenants/tenant-repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's name of the route's operation (absent on the console's files, health and docs). */
    operationId?: string;
  }
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** Every area's repositories: an area's code reads its own alone (tests/server/unit/area-boundaries.test.ts). */
    repos: Repositories;
    /** What each area offers the others, declared in its index (`provides`). */
    areas: Provided;
    /** What Prometheus reads at `/metrics` (METRICS_PORT). */
    metrics: Metrics;
    /** Who is calling, read again only after a write. */
    principals: PrincipalCache;
    /** Who is calling with an API token, read again only after a write. */
    tokenCallers: PrincipalCache<ApiTokenRecord>;
    /** The full-list calls' answers as the bytes sent, valid while the data is unchanged. */
    answers: VersionedCache<Buffer>;
    /** Pages of the tenant lists as sent, with their `Content-Range`: the most used ones. */
    pages: VersionedCache<CachedPage>;
    /** One tenant's answer as sent (`getTenant`), by id, while the data is unchanged: the most recently read ones. */
    tenantAnswers: VersionedCache<Buffer>;
    /** The totals every first screen shows (all, enabled, disabled tenants). */
    totals: VersionedCache<number>;
    /** Whether a tenant exists, and is not deleted, by id: read once per data version for the `X-Tenant-Id` of administrators. */
    tenantPresence: VersionedCache<TenantPresence>;
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
    /** Mails that leave after their request's answer (a batch's invitations); the close waits for the one being sent. */
    mailsAfterAnswer: BackgroundWork;
    /** Password reset requests, worked on after their answers. */
    resetRequests: DeferredWork;
    /** Sign-up requests, worked on after their answers. */
    signUpRequests: DeferredWork;
    domainProver: DomainProver;
    /** Sends the webhook outbox. */
    webhookWorker: WebhookWorker;
    /** Purges deleted tenants on their purge date. */
    tenantPurge: TenantPurge;
    /** Records the end of acting sessions that ran out. */
    impersonationExpiry: ImpersonationExpiry;
    /** Whether a shutdown has been announced (SIGTERM): `/readyz` then answers 503. */
    shutdown: Shutdown;
  }
  interface FastifyRequest {
    /** The signed-in user, on operations that need one. */
    principal: Principal | null;
    /** The session their token names; null for a call made with an API token. */
    session: SessionRecord | null;
    /** The API token the call was made with; null for a session. */
    apiToken: ApiTokenRecord | null;
    /** The versions read with the principal: cached answers are checked against them, not read again. */
    versions: Versions | null;
    /** The tenant the call acts in: `X-Tenant-Id` for administrators, else the user's own. */
    actingTenant: ActingTenant | null;
    /** Whether the call recorded an audit event (and so perhaps webhook deliveries). */
    auditRecorded: boolean;
    /** The language of messages for people, from `Accept-Language`. */
    language: Language;
    /** The `Idempotency-Key` this create holds, once taken (plugins/app/idempotency.ts). */
    idempotency: HeldKey | null;
  }
}
