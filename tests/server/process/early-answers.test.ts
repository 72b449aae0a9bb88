import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serversOfEachTest } from '../../helpers/servers-of-each-test.js';

const TWO_MB = 2 * 1024 * 1024;
const CHUNK = 64 * 1024;

/**
 * Sends `size` bytes of body in chunks, as a client that streams its upload, and answers what the
 * client saw: the answer's status and code, or the socket's error (EPIPE when the server closed on it).
 */
function sendLargeBody(url: string, path: string, size: number, headers: Record<string, string> = {}): Promise<string> {
  const { hostname, port } = new URL(url);
  const body = Buffer.alloc(size, 'a');
  return new Promise((resolve) => {
    const request = http.request({ host: hostname, port, method: 'PUT', path, headers: { 'content-type': 'application/json', 'content-length': body.length, ...headers } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve(`${response.statusCode} ${(JSON.parse(text) as { code: number }).code}`));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
    let sent = 0;
    const write = () => {
      while (sent < body.length) {
        const more = request.write(body.subarray(sent, sent + CHUNK));
        sent += CHUNK;
        if (!more) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

describe('an answer decided before the body is read reaches the client', () => {
  const { dataDir, start } = serversOfEachTest('early-answers');

  it('a 2 MB body without a token is told 401, not cut off while it is still sending; one with a token over the limit is told 413', async () => {
    const server = await start({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), ADMIN_PASSWORD: 'admin-password-1' });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await sendLargeBody(server.url, '/api/v1/admin/tenant/7/status', TWO_MB)).toBe('401 40100');
    }
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin-password-1' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    expect(await sendLargeBody(server.url, '/api/v1/admin/tenant/7/status', TWO_MB, { authorization: `Bearer ${data.token}` })).toBe('413 41300');
  });
});
