import type { FastifyInstance } from 'fastify';
import type { Mail } from './mailer.js';

/**
 * Sends a mail after the change it tells of committed. A mail that fails is logged, not
 * answered as an error: the change stands, and an invitation can be sent again.
 */
export async function sendAfterCommit(server: FastifyInstance, mail: Mail, what: string, fields: Record<string, unknown>): Promise<void> {
  try {
    await server.mailer.send(mail);
    // Without SMTP the outbox is the only way a link leaves the machine: the log says so.
    if (server.mailer.kind === 'outbox') server.log.info(fields, `${what} written to the outbox`);
  } catch (error) {
    server.log.error({ err: error, ...fields }, `${what} could not be sent`);
  }
}
