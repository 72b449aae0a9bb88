import fp from 'fastify-plugin';
import type { CachedPage } from '../../core/lists/list-query.js';
import { VersionedCache } from '../../freshness/versioned-cache.js';
import { PrincipalCache } from '../../auth/principal-cache.js';
import type { DataVersion } from '../../freshness/data-version.js';
import { openStore } from '../../store/open-store.js';
import { openProvided } from '../../areas.js';
import { holdCreatedAdmin } from '../../store/created-admin.js';
import type { TenantPresence } from '../../modules/tenants/tenant-repository.js';

/**
 * Pages kept, each at most `KEPT_PAGE_BYTES_MAX`: the first screens of every sort and state filter
 * fit many times over, and the memory stays bounded whatever is asked.
 */
const PAGES_KEPT = 100;

/** Tenants an administrator acted in, known to exist (and whether deleted) or not: every call they make there asks. */
const TENANTS_KNOWN = 10_000;

/**
 * Tenants' answers kept as sent (`getTenant`), each at most `KEPT_TENANT_BYTES_MAX`: about a
 * kilobyte each, so at most a few megabytes however many tenants are read.
 */
const TENANT_ANSWERS_KEPT = 2_000;

/** Pages of users and of the audit log kept, of each. */
const INSIDE_PAGES_KEPT = 50;

/** How often the kept answers of an older data version are let go (`VersionedCache.dropStale`). */
const STALE_ANSWERS_DROPPED_EVERY_MS = 10_000;

/** Opens the database, brings its schema up to date and exposes the repositories and their caches. */
export default fp(
  async (app) => {
    const { handle, repos, bootstrap } = await openStore(app.config, {
      ...(app.tracing.onQuery && { onQuery: app.tracing.onQuery }),
      // The message and code only: pg's error carries its whole client, credentials included.
      onConnectionError: (error) =>
        app.log.warn({ error: error.message, code: (error as Error & { code?: unknown }).code }, 'A database connection broke; it will be replaced'),
      onWaiting: (error, waitMs) => app.log.warn({ err: error, waitMs }, 'The database cannot be reached yet; the start tries again'),
    });
    const notices = handle.hearVersions({
      lost: (error) =>
        app.log.warn({ err: error }, 'Writes made outside this server are not heard of: every request reads the database\'s versions until they are'),
      heard: () => app.log.info('Writes made outside this server are heard of again'),
    });
    app.addHook('onClose', async () => {
      clearInterval(dropping);
      await notices.stop();
      await handle.db.destroy();
    });
    const admin = bootstrap.createdAdmin;
    if (admin) {
      // A generated password is printed once, in the start-up banner (server.ts), not in the log.
      holdCreatedAdmin(admin);
      app.log.info(`Created the administrator '${admin.username}' ${admin.generated ? 'with a generated password' : 'from ADMIN_PASSWORD'}`);
    }
    app.log.info({ database: handle.location }, `Using ${handle.dialect}`);
    app.decorate('database', handle);
    app.decorate('repos', repos);
    app.decorate('areas', openProvided(repos));
    app.decorate('principals', new PrincipalCache(handle.versions, repos.sessions, handle.exactVersions));
    app.decorate('tokenCallers', new PrincipalCache(handle.versions, repos.apiTokens, handle.exactVersions));
    const dataVersion: DataVersion = async () => (await handle.versions()).data;
    app.decorate('answers', new VersionedCache<Buffer>(dataVersion));
    app.decorate('pages', new VersionedCache<CachedPage>(dataVersion, PAGES_KEPT));
    app.decorate('totals', new VersionedCache<number>(dataVersion));
    app.decorate('tenantAnswers', new VersionedCache<Buffer>(dataVersion, TENANT_ANSWERS_KEPT));
    app.decorate('tenantPresence', new VersionedCache<TenantPresence>(dataVersion, TENANTS_KNOWN));
    app.decorate('userPages', new VersionedCache<CachedPage>(async () => (await handle.versions()).principals, INSIDE_PAGES_KEPT));
    app.decorate('auditPages', new VersionedCache<CachedPage>(async () => (await handle.versions()).audit, INSIDE_PAGES_KEPT));
    const caches = [app.answers, app.pages, app.totals, app.tenantAnswers, app.tenantPresence, app.userPages, app.auditPages];
    const dropping = setInterval(() => {
      // Debug only: while the database is away every call says so already, and this would every 10 s.
      Promise.all(caches.map((cache) => cache.dropStale())).catch((error: unknown) => app.log.debug({ err: error }, 'Could not read the data version to let go of older answers'));
    }, STALE_ANSWERS_DROPPED_EVERY_MS).unref();
  },
  { name: 'database', dependencies: ['config'] },
);
