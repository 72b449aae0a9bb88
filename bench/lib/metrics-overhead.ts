import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { load } from './load.js';
import { freePort, serverNodeArgs, startNode } from './processes.js';
import { spread, type Spread } from './stats.js';

export interface OverheadSide {
  rps: Spread;
  p99_ms: Spread;
  /** The server's own CPU time (user + system) per request answered: steadier than throughput on a shared machine, as the load generator's share does not enter it. */
  cpu_us_per_request: Spread;
}

/** Getting one tenant with the metrics and traces off and on, and what counting and tracing cost. */
export interface MetricsOverhead {
  off: OverheadSide;
  on: OverheadSide;
  /** The medians on over off: throughput (≥ 0.95 is the target) and p99 (≤ 1.05). */
  rps_ratio: number;
  p99_ratio: number;
  /** The medians of the server's CPU per request, on over off. */
  cpu_ratio: number;
}

/** A process's CPU time so far (user + system), in ms, from /proc (Linux; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The same server on the same data, started with and without `METRICS_PORT` and
 * `OTEL_EXPORTER_OTLP_ENDPOINT` (an OTLP collector here that takes every batch), one at a time and
 * alternately, `runs` times each: the load is getting one tenant (the cheapest call, so counting
 * and tracing weigh most), so the medians side by side say what they cost every request.
 */
/** `token`: an administrator's session on that data (the servers share its JWT_SECRET). */
export async function metricsOverhead(env: Record<string, string>, token: string, seconds: number, runs: number): Promise<MetricsOverhead> {
  const sides = { off: { rps: [] as number[], p99: [] as number[], cpu: [] as number[] }, on: { rps: [] as number[], p99: [] as number[], cpu: [] as number[] } };
  const collector = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  for (let run = 0; run < runs; run++) {
    for (const side of ['off', 'on'] as const) {
      const metrics: Record<string, string> = side === 'on' ? { METRICS_PORT: String(await freePort()), OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl } : {};
      const server = await startNode(serverNodeArgs(), { ...env, ...metrics }, '/api/v1/auth/me');
      try {
        const headers = { authorization: `Bearer ${token}` };
        const url = `${server.url}/api/v1/admin/tenant/1`;
        await load({ url, method: 'GET', seconds: 1, headers });
        const cpuBefore = cpuMs(server.pid);
        const result = await load({ url, method: 'GET', seconds, headers });
        sides[side].cpu.push(((cpuMs(server.pid) - cpuBefore) * 1000) / Math.max(1, result.rps * seconds));
        sides[side].rps.push(result.rps);
        sides[side].p99.push(result.p99_ms);
      } finally {
        await server.stop();
      }
    }
  }
  await new Promise((resolve) => collector.close(resolve));
  const off = { rps: spread(sides.off.rps), p99_ms: spread(sides.off.p99), cpu_us_per_request: spread(sides.off.cpu) };
  const on = { rps: spread(sides.on.rps), p99_ms: spread(sides.on.p99), cpu_us_per_request: spread(sides.on.cpu) };
  return {
    off,
    on,
    rps_ratio: on.rps.median / off.rps.median,
    p99_ratio: off.p99_ms.median === 0 ? 1 : on.p99_ms.median / off.p99_ms.median,
    cpu_ratio: on.cpu_us_per_request.median / off.cpu_us_per_request.median,
  };
}
