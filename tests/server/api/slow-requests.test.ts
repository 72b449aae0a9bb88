import { afterAll, beforeAll, expect, it } from 'vitest';
import { dripBody, lastBody, listenOnLoopback } from '../../helpers/raw-socket.js';
import { describeApi, startTestApp, type TestApp } from '../../helpers/test-app.js';

/** A byte every this many milliseconds: far slower than any client that means to finish. */
const DRIP_MS = 100;

describeApi('a request that does not finish arriving within REQUEST_TIMEOUT_MS', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp({ requestTimeoutMs: 1000 });
    port = await listenOnLoopback(t.app);
  });
  afterAll(async () => t.close());

  it('is cut off while its body still trickles in, with the 408 envelope in the caller’s language', { timeout: 45_000 }, async () => {
    // 300 bytes at a byte per 100 ms: half a minute of sending, if nothing cuts it off.
    const body = JSON.stringify({ username: 'admin', password: 'p'.repeat(270) });
    const head = `POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nAccept-Language: zh\r\n\r\n`;
    const { received, bodyBytesSent } = await dripBody(port, head, body, DRIP_MS);
    expect(bodyBytesSent).toBeLessThan(body.length);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    expect(received).toMatch(/\r\ncontent-security-policy: /i);
    expect(lastBody(received)).toEqual({ code: 40800, message: '请求到达用时过长', data: null });
  });

  it('is cut off while its headers still trickle in, with the same answer', { timeout: 45_000 }, async () => {
    const head = `GET /api/v1/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nX-Padding: ${'p'.repeat(250)}\r\n\r\n`;
    const { received, bodyBytesSent } = await dripBody(port, '', head, DRIP_MS);
    expect(bodyBytesSent).toBeLessThan(head.length);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(lastBody(received)).toEqual({ code: 40800, message: 'The request took too long to arrive', data: null });
  });
});
