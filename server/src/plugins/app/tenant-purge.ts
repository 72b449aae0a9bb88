import fp from 'fastify-plugin';
import { nextPurgeDelay, purgeDueTenants } from '../../modules/tenants/tenant-purge.js';

/** The tenant purge job as the handlers reach it. */
export interface TenantPurge {
  /** Looks at the purge dates again (a tenant was just deleted): the next pass runs when the nearest one comes. */
  reschedule(): void;
  /** One pass now: answers how many tenants it purged. */
  runNow(): Promise<number>;
}

/**
 * Purges deleted tenants past their purge date: at start, then whenever the nearest purge date
 * comes, and at least hourly. Every instance runs it; a tenant is purged by one of them.
 */
export default fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    let running: Promise<number> | undefined;

    const schedule = async () => {
      if (closed) return;
      const delay = await nextPurgeDelay(app).catch(() => 60_000);
      clearTimeout(timer);
      if (!closed) timer = setTimeout(() => void pass(), delay).unref();
    };
    const runNow = (): Promise<number> => {
      running ??= purgeDueTenants(app).finally(() => {
        running = undefined;
      });
      return running;
    };
    const pass = async () => {
      try {
        await runNow();
      } catch (error) {
        app.log.warn({ err: error }, 'The tenant purge failed; it runs again within the hour');
      }
      await schedule();
    };

    app.decorate('tenantPurge', { reschedule: () => void schedule(), runNow } satisfies TenantPurge);
    app.addHook('onReady', async () => {
      void pass();
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'tenant-purge', dependencies: ['database'] },
);
