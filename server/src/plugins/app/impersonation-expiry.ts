import fp from 'fastify-plugin';
import { endExpiredImpersonations } from '../../modules/sessions/impersonation-expiry.js';

/** How often the acting sessions that ran out are looked for: their end is recorded within this. */
const EVERY_MS = 60_000;

/** The acting sessions job as tests and handlers reach it. */
export interface ImpersonationExpiry {
  /** One pass now: answers how many acting sessions it ended. */
  runNow(): Promise<number>;
}

/**
 * Records the end of acting sessions that ran out by themselves (a token past its expiry is
 * refused already; this writes the event that says so), at start and every minute.
 */
export default fp(
  async (app) => {
    let running: Promise<number> | undefined;
    const runNow = (): Promise<number> => {
      running ??= endExpiredImpersonations(app).finally(() => {
        running = undefined;
      });
      return running;
    };
    const pass = () =>
      void runNow().catch((error: unknown) => app.log.warn({ err: error }, 'Recording the end of expired acting sessions failed; it runs again in a minute'));
    let timer: NodeJS.Timeout | undefined;
    app.decorate('impersonationExpiry', { runNow } satisfies ImpersonationExpiry);
    app.addHook('onReady', async () => {
      pass();
      timer = setInterval(pass, EVERY_MS).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'impersonation-expiry', dependencies: ['database'] },
);
