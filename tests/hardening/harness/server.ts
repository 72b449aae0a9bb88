import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTemporaryDatabase, testDatabaseUrl } from '../../helpers/postgres.js';
import { freePort, REPO_ROOT, serverNodeArgs, serverNodeEnv } from '../../helpers/server-process.js';

export const dialect = process.env['TEST_DIALECT'] === 'postgres' ? 'postgres' : 'sqlite';
export const postgresMissing = dialect === 'postgres' && !testDatabaseUrl;
export const ADMIN_PASSWORD = 'hardening-admin-password';
export const OWNER_PASSWORD = 'hardening-owner-password';

export interface HardeningServerOptions {
  /** Demo tenants (with owners) seeded before the first start. */
  tenants?: number;
  env?: Record<string, string>;
  /** Rewrites the database address the server is given, e.g. to go through a proxy. */
  databaseUrl?: (url: string) => string;
}

/**
 * The built server, started as `npm start` starts it, on a fresh database of the project's
 * dialect; it can be killed and started again on the same data and port.
 */
export class HardeningServer {
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> = Promise.resolve(null);
  private log = '';

  private constructor(
    readonly port: number,
    readonly env: Record<string, string>,
    readonly databaseUrl: string | undefined,
    private readonly cleanup: () => Promise<void>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.child?.pid ?? 0;
  }

  /** The last part of what the server printed, for failure messages. */
  output(): string {
    return this.log.slice(-6000);
  }

  alive(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  static async create(options: HardeningServerOptions = {}): Promise<HardeningServer> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-hardening-'));
    const database = dialect === 'postgres' ? await createTemporaryDatabase() : undefined;
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-console'),
      ADMIN_PASSWORD,
      JWT_SECRET: randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '1000000',
      LOGIN_ADDRESS_FAILURE_MAX: '1000000',
      // The suites send thousands of calls a minute with each principal's API token too.
      API_TOKEN_RATE_LIMIT: '1000000',
      ...options.env,
    };
    if (database) env['DATABASE_URL'] = options.databaseUrl ? options.databaseUrl(database.url) : database.url;
    const server = new HardeningServer(await freePort(), env, database?.url, async () => {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    if (options.tenants) await server.seed(options.tenants);
    await server.start();
    return server;
  }

  private async seed(tenants: number): Promise<void> {
    const child = spawn(
      process.execPath,
      ['server/dist/server/src/store/seed-cli.js', '--tenants', String(tenants), '--password', OWNER_PASSWORD],
      { cwd: REPO_ROOT, env: { ...process.env, ...this.env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`The seed failed (${code}):\n${output}`);
  }

  /** Starts the server and resolves once /readyz says it and its database answer. */
  async start(): Promise<void> {
    if (this.alive()) throw new Error('The server is already running');
    const child = spawn(process.execPath, serverNodeArgs(), {
      cwd: REPO_ROOT,
      env: { ...process.env, ...serverNodeEnv(), ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    child.stdout?.on('data', (chunk: Buffer) => (this.log = (this.log + chunk.toString()).slice(-20_000)));
    child.stderr?.on('data', (chunk: Buffer) => (this.log = (this.log + chunk.toString()).slice(-20_000)));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (!this.alive()) throw new Error(`The server exited while starting:\n${this.output()}`);
      try {
        const response = await fetch(`${this.url}/readyz`);
        if (response.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`The server did not become ready within 60 s:\n${this.output()}`);
  }

  /** Sends a signal and waits for the process to end; answers its exit code (null when killed). */
  async kill(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    if (this.alive()) this.child?.kill(signal);
    return this.exited;
  }

  async close(): Promise<void> {
    await this.kill('SIGKILL');
    await this.cleanup();
  }
}
