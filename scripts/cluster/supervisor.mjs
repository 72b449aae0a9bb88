// Starts the cluster's processes, starts again one that ends (unless held or stopping), and stops
// them by their own process ids, never by name.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const RESTART_DELAY_MS = 500;

export class Supervisor {
  /** @param {{ dir: string, onChange: () => void }} options */
  constructor({ dir, onChange }) {
    this.dir = dir;
    this.onChange = onChange;
    this.stopping = false;
    /** @type {Map<string, { spec: object, child: import('node:child_process').ChildProcess | undefined, exited: Promise<void>, restarts: number }>} */
    this.entries = new Map();
    fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'control'), { recursive: true });
  }

  /** `spec`: { name, command, args, env, uid, gid, restart } */
  start(spec) {
    const log = fs.openSync(path.join(this.dir, 'logs', `${spec.name}.log`), 'a');
    const child = spawn(spec.command, spec.args, {
      env: spec.env ?? process.env,
      stdio: ['ignore', log, log],
      ...(spec.uid !== undefined && { uid: spec.uid, gid: spec.gid }),
      cwd: spec.cwd ?? this.dir,
    });
    fs.closeSync(log);
    const previous = this.entries.get(spec.name);
    const entry = { spec, child, restarts: previous?.restarts ?? 0, exited: undefined };
    entry.exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        resolve();
        // state.json says at once that it is down (pid null): the suite waits on it.
        this.onChange();
        if (this.entries.get(spec.name) !== entry || this.stopping || spec.restart === false) return;
        fs.appendFileSync(path.join(this.dir, 'logs', 'supervisor.log'), `${new Date().toISOString()} ${spec.name} (pid ${child.pid}) ended (${signal ?? code}); starting it again\n`);
        void this.restartWhenFree(spec, entry);
      });
      child.on('error', (error) => {
        fs.appendFileSync(path.join(this.dir, 'logs', 'supervisor.log'), `${new Date().toISOString()} ${spec.name}: ${error.message}\n`);
        resolve();
      });
    });
    this.entries.set(spec.name, entry);
    this.onChange();
    return child;
  }

  /** A file `control/hold-<name>` keeps the process down until it is removed (the suite's faults use it). */
  async restartWhenFree(spec, entry) {
    await delay(RESTART_DELAY_MS);
    while (!this.stopping && fs.existsSync(path.join(this.dir, 'control', `hold-${spec.name}`))) await delay(100);
    if (this.stopping || this.entries.get(spec.name) !== entry) return;
    this.start(spec);
    const next = this.entries.get(spec.name);
    if (next) next.restarts = entry.restarts + 1;
    this.onChange();
  }

  pids() {
    return Object.fromEntries([...this.entries].map(([name, entry]) => [name, entry.child?.exitCode === null && entry.child?.signalCode === null ? entry.child.pid : null]));
  }

  restarts() {
    return Object.fromEntries([...this.entries].map(([name, entry]) => [name, entry.restarts]));
  }

  /** Stops one process: `signal`, then SIGKILL after `graceMs`. */
  async stop(name, signal = 'SIGTERM', graceMs = 15_000) {
    const entry = this.entries.get(name);
    const child = entry?.child;
    if (!entry || !child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const killed = await Promise.race([entry.exited.then(() => false), delay(graceMs).then(() => true)]);
    if (killed) {
      child.kill('SIGKILL');
      await entry.exited;
    }
  }
}

export function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
