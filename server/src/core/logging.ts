import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';
import { errorWithoutRawBytes, redactSecrets, requestWithoutSecrets } from './log-redaction.js';

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
    return { level, stream: pino.destination({ sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS, retryEAGAIN: retryWhileRunning }) };
  }
  // Formatted in this thread and written at once, not in a transport's worker: a person's terminal
  // is not a load to optimise for, and the start-up banner must follow the lines before it.
  return { level, stream: pretty({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true }) };
}

/** How long the last lines may wait, as the process exits, for a reader that has stopped reading: then they are dropped. */
const EXIT_WAIT_RETRIES = 20;
let exiting = false;
let exitRetries = 0;
// Registered before pino's own exit handler (which writes out what is left, synchronously), so that
// it runs first.
process.once('exit', () => {
  exiting = true;
});

/**
 * Whether a write the reader cannot take now (its pipe is full) is tried again: always while the
 * process runs (the writes wait without holding it up), and for about two seconds once it exits.
 * Waiting forever there kept a server whose log reader had stopped from ever exiting. (A reader
 * that has gone, EPIPE, ends the writing at once.)
 */
function retryWhileRunning(): boolean {
  return !exiting || ++exitRetries <= EXIT_WAIT_RETRIES;
}

/** The message of the line written for each answered request. */
const REQUEST_COMPLETED = 'request completed';
/** How that line ends: pino writes the message last. */
const REQUEST_COMPLETED_ENDING = `"msg":"${REQUEST_COMPLETED}"}\n`;

/**
 * The logger's options with secrets kept out of every line, whatever stream the lines go to (the
 * tests pass their own): a request's address and host are written redacted, errors without the raw
 * bytes Node's parser attaches, and every other line is redacted whole as it is written, so that a
 * token in an error's message, a job's fields or a message's text is caught without each place
 * remembering to leave it out. The line of an answered request, one per request, is made only of
 * fields redacted where they are written or that the server made (its id, status and timing), so it
 * skips the whole-line pass, which would add a microsecond to every request.
 */
export function withSecretsRedacted(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: { ...options.serializers, req: requestWithoutSecrets, err: errorWithoutRawBytes },
    hooks: {
      ...options.hooks,
      streamWrite: (line: string) => (line.endsWith(REQUEST_COMPLETED_ENDING) ? line : redactSecrets(line)),
    },
  };
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
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, REQUEST_COMPLETED);
  }
}
