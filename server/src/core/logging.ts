import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';

/** Lines are written together once this many bytes wait (a dozen request lines)… */
const LOG_BATCH_BYTES = 4096;
/** …or when this much time has passed, so a quiet server's lines still show at once to whoever watches. */
const LOG_FLUSH_MS = 200;

/**
 * JSON lines for machines (log collectors read them as they are); readable, coloured lines
 * when a person watches the output in a terminal. The JSON lines are written asynchronously and
 * in batches: a write per line cost a tenth of a simple read's time (a trip through the thread
 * pool and back per request). pino flushes what is left when the process exits.
 */
export function loggerOptions(level: string, terminal: boolean = process.stdout.isTTY === true): FastifyServerOptions['logger'] {
  if (!terminal) {
    return { level, stream: pino.destination({ sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS }) };
  }
  // Formatted in this thread and written at once, not in a transport's worker: a person's terminal
  // is not a load to optimise for, and the start-up banner must follow the lines before it.
  return { level, stream: pretty({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true }) };
}

/**
 * One line per request, when it is answered, carrying the request (method, address, client) as
 * well as the answer: Fastify's two lines per request doubled the log's volume and a fifth of a
 * simple read's time went to logging. The line on arrival stays at `debug`, for whoever needs to
 * see a request that never finishes.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
