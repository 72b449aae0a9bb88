import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DeferredWork } from '../../core/deferred-work.js';
import { fulfilWaitingResetRequests } from '../../modules/accounts/reset-fulfilment.js';
import { fulfilWaitingSignUpRequests } from '../../modules/accounts/sign-up-fulfilment.js';

/** How often waiting requests are looked for, besides after each answer (one whose pass failed is tried again). */
const SWEEP_MS = 60_000;

/** A queue of requests answered before their work: a pass after each answer, one at start, and one a minute. */
function answeredFirst(app: FastifyInstance, name: 'resetRequests' | 'signUpRequests', pass: () => Promise<void>, what: string): void {
  const work = new DeferredWork(pass, (error) => app.log.warn({ err: error }, `Waiting ${what} could not be worked on; they are tried again within a minute`));
  app.decorate(name, work);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    work.kick();
    timer = setInterval(() => work.kick(), SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await work.idle();
  });
}

/**
 * The work of the requests whose answers must not tell whether an account exists, done after
 * those answers: password reset requests (see `requestPasswordReset`) and sign-up requests (see
 * `signUp`). The pass at start works on requests a stopped server answered but did not finish.
 */
export default fp(
  async (app) => {
    answeredFirst(app, 'resetRequests', () => fulfilWaitingResetRequests(app), 'password reset requests');
    answeredFirst(app, 'signUpRequests', () => fulfilWaitingSignUpRequests(app), 'sign-up requests');
  },
  { name: 'deferred-requests', dependencies: ['database', 'mail'] },
);
