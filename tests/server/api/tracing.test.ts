import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, startTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}

/** An OTLP/HTTP collector in the test: keeps every span it is sent (JSON, as the exporter sends it). */
async function startCollector() {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
      for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`, spans, close: () => new Promise((resolve) => server.close(resolve)) };
}

const attribute = (span: OtlpSpan | undefined, key: string) => span?.attributes.find((each) => each.key === key)?.value;

describeApi('traces over OTLP/HTTP, when an endpoint is set', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let t: TestApp;
  const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
  const callerSpan = '00f067aa0ba902b7';
  let ownRequestId = '';
  let ownLog: Record<string, unknown> | undefined;

  beforeAll(async () => {
    collector = await startCollector();
    t = await startTestApp({ tracing: { tracesEndpoint: collector.url, serviceName: 'tenant-console-test' } });
    const admin = await t.adminToken();
    await t.call<Envelope>('getTenant', { token: admin, params: { id: 1 }, headers: { traceparent: `00-${callerTrace}-${callerSpan}-01` } });
    const own = await t.call<Envelope>('getTenant', { token: admin, params: { id: 999_999 } });
    expect(own.status).toBe(404);
    ownLog = t.logs.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => (line['req'] as { url?: string } | undefined)?.url === '/api/v1/admin/tenant/999999');
    ownRequestId = String(ownLog?.['reqId'] ?? '');
    // Closing flushes what the batch holds.
    await t.close();
  });
  afterAll(async () => collector.close());

  it("names each request's span by the contract's operation, in the caller's trace when it sent a traceparent", () => {
    const server = collector.spans.find((span) => span.name === 'getTenant' && span.traceId === callerTrace);
    expect(server?.parentSpanId).toBe(callerSpan);
    expect(attribute(server, 'http.response.status_code')).toEqual({ intValue: 200 });
    expect(attribute(server, 'http.route')).toEqual({ stringValue: '/api/v1/admin/tenant/:id' });
  });

  it("makes each database query a child of its request's span", () => {
    const server = collector.spans.find((span) => span.name === 'getTenant' && span.traceId === callerTrace);
    const queries = collector.spans.filter((span) => span.name === 'db.query' && span.parentSpanId === server?.spanId);
    expect(queries.length).toBeGreaterThan(0);
    expect(attribute(queries[0], 'db.system.name')).toEqual({ stringValue: process.env['TEST_DIALECT'] === 'postgres' ? 'postgresql' : 'sqlite' });
  });

  it("traces a request without a caller's trace under its own id, which its log lines carry", () => {
    expect(ownRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ownLog?.['traceId']).toBe(ownRequestId.replaceAll('-', ''));
    const own = collector.spans.find((span) => span.name === 'getTenant' && span.traceId === ownRequestId.replaceAll('-', ''));
    expect(own?.parentSpanId ?? '').toBe('');
    expect(attribute(own, 'http.response.status_code')).toEqual({ intValue: 404 });
  });
});
