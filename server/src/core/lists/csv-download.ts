import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';

/** Streams CSV lines as a download named `<name>-YYYY-MM-DD.csv`, never holding the whole file. */
export function sendCsvDownload(reply: FastifyReply, name: string, lines: AsyncIterable<string>): FastifyReply {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(Readable.from(lines));
}
