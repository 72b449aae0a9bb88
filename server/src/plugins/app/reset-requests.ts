import fp from 'fastify-plugin';
import { DeferredWork } from '../../core/deferred-work.js';
import { fulfilWaitingResetRequests } from '../../modules/accounts/reset-fulfilment.js';

/** How often waiting reset requests are looked for, besides after each answer (one whose pass failed is tried again). */
const SWEEP_MS = 60_000;

/**
 * The work of password reset requests, done after their answers (see `requestPasswordReset`): a
 * pass after each answer, one at start (requests a stopped server answered but did not finish),
 * and one a minute.
 */
export default fp(
  async (app) => {
    const work = new DeferredWork(
      () => fulfilWaitingResetRequests(app),
      (error) => app.log.warn({ err: error }, 'Waiting password reset requests could not be worked on; they are tried again within a minute'),
    );
    app.decorate('resetRequests', work);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      work.kick();
      timer = setInterval(() => work.kick(), SWEEP_MS).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await work.idle();
    });
  },
  { name: 'reset-requests', dependencies: ['database', 'mail'] },
);
