import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * JSON lines for machines (log collectors read them as they are); readable, coloured lines
 * when a person watches the output in a terminal. The JSON lines are written asynchronously:
 * a synchronous write per line cost a tenth of a simple read's time, and lines written while
 * one is in flight go out together. pino flushes what is left when the process exits.
 */
export function loggerOptions(level: string, terminal: boolean = process.stdout.isTTY === true): FastifyServerOptions['logger'] {
  if (!terminal) return { level, stream: pino.destination({ sync: false }) };
  return {
    level,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } },
  };
}
