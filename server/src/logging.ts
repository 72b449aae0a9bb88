import type { FastifyServerOptions } from 'fastify';

/**
 * JSON lines for machines (log collectors read them as they are); readable, coloured lines
 * when a person watches the output in a terminal.
 */
export function loggerOptions(level: string, terminal: boolean = process.stdout.isTTY === true): FastifyServerOptions['logger'] {
  if (!terminal) return { level };
  return {
    level,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } },
  };
}
