import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { takeCreatedAdmin } from './store/created-admin.js';
import { passwordNotice, startBanner, type BannerAdmin } from './core/start-banner.js';
import { collectWhenQuiet } from './core/idle-collection.js';
import { diagnosticSignals } from './core/diagnostic-signals.js';

const SHUTDOWN_GRACE_MS = 10_000;

/** The process: read settings, start, listen, and drain in-flight requests when told to stop. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });

  // On SIGTERM, SIGINT and the like (or an error nothing caught): /readyz answers 503 at once and
  // requests are still served for SHUTDOWN_DRAIN_MS (a load balancer's check lets go meanwhile);
  // then in-flight requests finish, the database closes, and the process exits. Past the drain and
  // the grace period it exits at once.
  closeWithGrace(
    {
      delay: config.shutdownDrainMs + SHUTDOWN_GRACE_MS,
      // close-with-grace stops on SIGUSR2 too (for nodemon); one that node answers with a heap snapshot or a report stays a request for that.
      skip: diagnosticSignals(process.execArgv, process.env['NODE_OPTIONS']) as closeWithGrace.AllEvents[],
      logger: { error: (message: unknown) => app.log.error(message) },
      onTimeout: () => app.log.error('Requests did not finish in time; exiting'),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'Shutting down after an error nothing caught');
      app.shutdown.announce();
      if (!err && config.shutdownDrainMs > 0) {
        app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'Shutting down: not ready any more, still serving while the load balancer lets go');
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      }
      app.log.info({ signal }, 'Shutting down: finishing in-flight requests');
      // Keep-alive connections whose last request finishes during shutdown would otherwise
      // hold the process open until their keep-alive timeout.
      setInterval(() => app.server.closeIdleConnections(), 100).unref();
      await app.close();
    },
  );

  const collection = collectWhenQuiet(app.log);
  app.addHook('onClose', async () => collection.stop());
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  app.log.info(`Tenant Console is ready at ${url} (API reference: ${url}/api/docs)`);
  // The banner comes last, after every line the start has logged.
  await flushLog(app.log);
  const shownAddress = process.env['PUBLIC_URL']?.trim() ? config.publicUrl : url;
  process.stdout.write(startBanner(shownAddress, await bannerAdmin(app)));
}

/** Writes out the lines the logger still holds (it writes in batches; see core/logging.ts). */
function flushLog(log: FastifyBaseLogger): Promise<void> {
  // Fastify's logger type leaves out pino's flush; the logger is pino's (core/logging.ts).
  const { flush } = log as FastifyBaseLogger & { flush?: (done: (error?: Error) => void) => void };
  return new Promise((resolve) => (flush ? flush.call(log, () => resolve()) : resolve()));
}

/** The administrator created by this start, or on later starts the one ADMIN_USERNAME named, if it still is one. */
async function bannerAdmin(app: Awaited<ReturnType<typeof buildApp>>): Promise<BannerAdmin | undefined> {
  const created = takeCreatedAdmin();
  if (created) return { username: created.username, ...(created.generated ? { generatedPassword: created.password } : {}) };
  const named = await app.repos.users.findCredentials(app.config.adminUsername);
  return named?.isAdmin ? { username: named.username } : undefined;
}

main().catch((error: unknown) => {
  const admin = takeCreatedAdmin();
  if (admin?.generated) process.stderr.write(passwordNotice(admin.username, admin.password));
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
