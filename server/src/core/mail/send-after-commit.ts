import type { FastifyInstance } from 'fastify';
import type { Mail } from './mailer.js';

/**
 * Sends a mail after the change it tells of committed. A mail that fails is logged, not
 * answered as an error: the change stands, and an invitation can be sent again.
 */
export async function sendAfterCommit(server: FastifyInstance, mail: Mail, what: string, fields: Record<string, unknown>): Promise<void> {
  try {
    const { outboxFile } = await server.mailer.send(mail);
    // Without SMTP the outbox is the only way a link leaves the machine: the log names the file
    // that holds it, never the link, which only the server's user may read (see reset-fulfilment.ts).
    if (outboxFile !== undefined) server.log.info({ ...fields, file: outboxFile }, `${what} written to the outbox`);
  } catch (error) {
    server.log.error({ err: error, ...fields }, `${what} could not be sent`);
  }
}
