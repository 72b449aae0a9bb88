import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The app listening on a free loopback port, for what `inject` cannot send: bytes as they arrive on a socket. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the app does not listen on a port');
  return address.port;
}

export interface RawExchange {
  /** Everything the server wrote back, as text. */
  received: string;
  /** How many bytes of the body were sent before the server closed the connection. */
  bodyBytesSent: number;
}

/**
 * Sends `head`, then the body one byte every `dripMs`, as a slow or hostile client would, and
 * resolves when the server closes the connection. The client never stops on its own before
 * the whole body is sent, so a server that waits for the body keeps the promise pending.
 */
export function dripBody(port: number, head: string, body: string, dripMs: number): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let bodyBytesSent = 0;
    const drip = setInterval(() => {
      if (bodyBytesSent < body.length && socket.writable) socket.write(body.charAt(bodyBytesSent++));
    }, dripMs);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ received, bodyBytesSent });
    });
    socket.write(head);
  });
}

/** Sends bytes on a fresh connection and resolves with what came back once the server closes it. */
export function sendBytes(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
    socket.write(bytes);
  });
}

/** The JSON body of the last HTTP answer in `received`. */
export function lastBody(received: string): unknown {
  const answers = received.split(/(?=HTTP\/1\.1 \d{3} )/);
  const last = answers.at(-1) ?? '';
  return JSON.parse(last.slice(last.indexOf('\r\n\r\n') + 4));
}
