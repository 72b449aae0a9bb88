// Runs in Node over a real socket: msw's XMLHttpRequest stand-in does not enforce timeouts, browsers and Node do.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TIMEOUT_MS, ApiError, httpClient } from '../../../src/lib/http-client';

describe('the HTTP client’s timeout', () => {
  let server: http.Server;
  let baseURL: string;

  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      setTimeout(() => response.end('{"code":0,"message":"late","data":null}'), API_TIMEOUT_MS + 2000).unref();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it(`gives up on a call after ${API_TIMEOUT_MS} ms`, async () => {
    const started = Date.now();
    const error = await httpClient({ url: '/v1/admin/tenant', method: 'GET' }, { baseUrl: baseURL }).catch((e: unknown) => e);
    const waited = Date.now() - started;
    expect(error).toBeInstanceOf(ApiError);
    expect(waited).toBeGreaterThanOrEqual(API_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(API_TIMEOUT_MS + 2000);
  }, 15_000);
});
