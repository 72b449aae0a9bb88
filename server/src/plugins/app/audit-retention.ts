import fp from 'fastify-plugin';

const DAY_MS = 24 * 3600 * 1000;

/**
 * AUDIT_RETENTION_DAYS: once at start and then daily, deletes the audit events older than that,
 * the one deletion the database lets through (see migration 0007). 0 keeps every event.
 */
export default fp(
  async (app) => {
    const days = app.config.auditRetentionDays;
    if (days === 0) return;
    const purge = async () => {
      try {
        const deleted = await app.repos.audit.purgeOlderThan(new Date(Date.now() - days * DAY_MS).toISOString());
        if (deleted > 0) app.log.info({ deleted, days }, 'Deleted audit events past their retention');
      } catch (error) {
        app.log.warn({ err: error }, 'The audit retention job failed; it runs again tomorrow');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void purge();
      timer = setInterval(() => void purge(), DAY_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'audit-retention', dependencies: ['database'] },
);
