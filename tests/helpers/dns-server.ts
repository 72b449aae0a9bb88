import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';
import { afterAll, beforeAll } from 'vitest';

const { Packet } = dns2;
/** RFC 1035 response codes (dns2 has them at run time, its types do not). */
const NXDOMAIN = 3;
const SERVFAIL = 2;

/** What one name answers: TXT values, a CNAME, or a server failure. Names not listed do not exist. */
export interface ZoneEntry {
  txt?: string[];
  cname?: string;
  servfail?: boolean;
}

export interface TestDnsServer {
  /** `127.0.0.1:port`, as DNS_SERVERS takes it. */
  address: string;
  zone: Map<string, ZoneEntry>;
  /** Every name asked, in order. */
  queries: string[];
  close(): Promise<void>;
}

/** A DNS server on loopback (UDP) that answers from `zone`, which a test may change at any time. */
export async function startDnsServer(zone: Map<string, ZoneEntry> = new Map()): Promise<TestDnsServer> {
  const queries: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      // dns2's declared record type leaves out the fields its encoder reads (TXT data, CNAME domain).
      const answer = (record: Record<string, unknown>) => response.answers.push(record as unknown as (typeof response.answers)[number]);
      const [question] = request.questions;
      const name = (question?.name ?? '').toLowerCase();
      queries.push(name);
      const entry = zone.get(name);
      if (!question || !entry) {
        response.header.rcode = NXDOMAIN;
      } else if (entry.servfail) {
        response.header.rcode = SERVFAIL;
      } else if (question.type === Packet.TYPE.TXT) {
        for (const value of entry.txt ?? []) answer({ name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data: value });
      } else if (question.type === Packet.TYPE.CNAME && entry.cname) {
        answer({ name, type: Packet.TYPE.CNAME, class: Packet.CLASS.IN, ttl: 60, domain: entry.cname });
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const { port } = server.addresses().udp as AddressInfo;
  return { address: `127.0.0.1:${port}`, zone, queries, close: () => server.close() };
}

/**
 * For one describe block: `startDnsServer` in `beforeAll`, so that an app `useTestApp` starts after
 * it can be given its address, and closed in `afterAll`, after that app.
 */
export function useDnsServer(): TestDnsServer {
  // Empty until `beforeAll` fills it in: the tests only read it when they run.
  const fixture = {} as TestDnsServer;
  beforeAll(async () => {
    Object.assign(fixture, await startDnsServer());
  });
  afterAll(async () => fixture.close());
  return fixture;
}

/** A resolver that takes every question and never answers: the timeout case. */
export async function startSilentDnsServer(): Promise<{ address: string; close(): Promise<void> }> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return { address: `127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => socket.close(() => resolve())) };
}
