import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildAllOnce } from '../helpers/build-once.js';
import { REPO_ROOT } from '../helpers/server-process.js';
import { CLUSTER_SERVER_ENV, type ClusterInfo } from './harness/cluster-info.js';

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterInfo;
  }
}

/** The suite's own ports, apart from a cluster someone runs with `npm run cluster` (15400…). */
const BASE_PORT = 17400;
const START_TIMEOUT_MS = 240_000;

/**
 * The cluster (`scripts/cluster.mjs`) in a folder of its own, started once for the project's
 * files, which run one after the other and leave it whole; stopped and removed at the end.
 * Without etcd, Patroni or HAProxy on the machine, the suite is skipped, and says why.
 */
export default async function setup(project: TestProject) {
  const full = process.env['CLUSTER_SUITE'] === 'full';
  const missing = ['etcd', 'patroni', 'haproxy', 'redis-server'].filter((program) => spawnSync('sh', ['-c', `command -v ${program}`]).status !== 0);
  if (missing.length > 0) {
    const reason = `${missing.join(', ')} not installed (apt-get install -y etcd-server patroni haproxy redis-server)`;
    console.log(`Cluster suite skipped: ${reason}.`);
    project.provide('cluster', { skipReason: reason, url: '', dir: '', full, adminPassword: '', adminToken: '' });
    return;
  }
  // The build the other suites of this run share (the console too: the cluster's address serves
  // it), made before any of its servers starts; the cluster script is told not to build again
  // under servers of other suites that run from the same build.
  buildAllOnce();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-cluster-'));
  const child = spawn(process.execPath, ['scripts/cluster.mjs', '--dir', dir, '--base-port', String(BASE_PORT), '--fresh', '--no-build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', CLUSTER_SERVER_ENV: JSON.stringify(CLUSTER_SERVER_ENV) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const started = performance.now();
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The cluster did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
    child.stdout.on('data', () => {
      const match = /cluster is ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The cluster script ended (${code}) while starting:\n${output}`));
    });
  });
  console.log(`[cluster] started in ${Math.round((performance.now() - started) / 1000)} s at ${url} (${dir})`);
  const secrets = JSON.parse(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8')) as { adminPassword: string };
  // Signed in once for every file: the sign-in limit (5 a minute per name here) is itself under test.
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: secrets.adminPassword }),
  });
  const signedIn = (await login.json()) as { data: { token: string } | null };
  if (!signedIn.data) {
    // Not left running behind the failed setup.
    child.kill('SIGINT');
    await exited;
    throw new Error(`The administrator could not sign in to the cluster (${login.status}): ${JSON.stringify(signedIn)}\n${output}`);
  }
  const { data } = signedIn;
  project.provide('cluster', { url, dir, full, adminPassword: secrets.adminPassword, adminToken: data.token });

  return async () => {
    child.kill('SIGINT');
    let timer: NodeJS.Timeout | undefined;
    const code = await Promise.race([exited, new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 90_000)))]);
    clearTimeout(timer);
    if (code === 'late') {
      child.kill('SIGKILL');
      console.log(`[cluster] the cluster script did not stop in time; its processes may remain (see ${dir}/state.json):\n${output.slice(-3000)}`);
      return;
    }
    if (process.env['CLUSTER_KEEP'] !== '1') fs.rmSync(dir, { recursive: true, force: true });
  };
}
