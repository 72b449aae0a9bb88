import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The app listening on a free loopback port, for what `inject` cannot send: bytes as they arrive on a socket. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the app does not listen on a port');
  return address.port;
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
