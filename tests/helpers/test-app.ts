import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../server/src/app.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { loadConfig, type Config } from '../../server/src/config.js';
import { ContractValidator } from './contract-validator.js';
import { createTemporaryDatabase, testDatabaseUrl } from './postgres.js';

export const dialect = process.env['TEST_DIALECT'] === 'postgres' ? 'postgres' : 'sqlite';
export const ADMIN_PASSWORD = 'admin-password-for-tests';
/** The password of the accounts the API tests make: one that passes the server's rules, said once. */
export const PASSWORD = 'a-long-enough-password';
const contract = new ContractValidator();

/**
 * `describe` for API tests: runs on the dialect of the current project, and on the
 * PostgreSQL project is skipped, with its reason in the name, when no server is configured.
 */
export function describeApi(name: string, body: () => void): void {
  if (dialect === 'postgres' && !testDatabaseUrl) {
    describe.skip(`${name} [skipped: TEST_DATABASE_URL is not set, so PostgreSQL is not tested]`, body);
  } else {
    describe(`${name} [${dialect}]`, body);
  }
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The parsed JSON body; undefined when the body is empty. */
  body: T;
  text: string;
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** The client address the server sees (inject's default is 127.0.0.1). */
  remoteAddress?: string;
}

export interface RawRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** The client address the server sees (inject's default is 127.0.0.1). */
  remoteAddress?: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  logs: string[];
  /** Calls a contract operation by its operationId; the response is checked against the contract. */
  call<T = Envelope>(operationId: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** Sends any request; a response from a contract route is still checked against the contract. */
  raw<T = Envelope>(request: RawRequest): Promise<ApiResponse<T>>;
  login(username: string, password: string): Promise<string>;
  adminToken(): Promise<string>;
  /** A tenant with an owner account of the same name. */
  createTenant(username: string, options?: { domains?: string[]; enabled?: boolean; password?: string }): Promise<number>;
  close(): Promise<void>;
}

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** A refusal's body (the field at fault, if any, in `data`), declared once for every API test. */
export type ErrorBody = Envelope<{ field?: string } | null>;

function logCollector(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
}

export interface TestAppOptions {
  /** On PostgreSQL, the ICU locale the test database compares text by. */
  databaseLocale?: string;
  /** The lowest level of the lines `logs` collects (`info` unless said). */
  logLevel?: string;
}

export async function startTestApp(overrides: Partial<Config> = {}, { databaseLocale, logLevel = 'info' }: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-test-'));
  const database = dialect === 'postgres' ? await createTemporaryDatabase(testDatabaseUrl, { icuLocale: databaseLocale }) : undefined;
  const config: Config = {
    ...loadConfig({}, dataDir),
    dataDir,
    databaseUrl: database?.url,
    adminPassword: ADMIN_PASSWORD,
    staticDir: path.join(dataDir, 'no-console'),
    loginRateLimit: { max: 10_000, addressFailureMax: 10_000, windowMs: 60_000 },
    ...overrides,
  };
  const logs: string[] = [];
  const app = await buildApp({ config, logger: { level: logLevel, stream: logCollector(logs) } });
  await app.ready();

  const raw = async <T>(request: RawRequest): Promise<ApiResponse<T>> => {
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers ?? {},
      ...(request.payload !== undefined && { payload: request.payload }),
      ...(request.remoteAddress !== undefined && { remoteAddress: request.remoteAddress }),
    });
    const operation = request.url.startsWith('/api/v1/') ? contract.match(request.method, request.url) : undefined;
    if (request.url.startsWith('/api/v1/') || operation) {
      const problems = contract.problems(operation, {
        statusCode: response.statusCode,
        headers: response.headers,
        body: response.body,
      });
      if (problems.length > 0) {
        throw new Error(
          `${request.method} ${request.url} → ${response.statusCode} breaks the contract:\n  ${problems.join('\n  ')}\n${response.body}`,
        );
      }
    }
    return {
      status: response.statusCode,
      headers: response.headers,
      body: (response.body === '' ? undefined : safeJson(response.body)) as T,
      text: response.body,
    };
  };

  const call = async <T>(operationId: string, options: CallOptions = {}): Promise<ApiResponse<T>> => {
    const operation = contract.operation(operationId);
    let url = `/api${operation.path}`.replace(/\{(\w+)\}/g, (_m, name: string) =>
      encodeURIComponent(String(options.params?.[name] ?? `{${name}}`)),
    );
    if (options.query) {
      url += `?${new URLSearchParams(Object.entries(options.query).map(([k, v]): [string, string] => [k, String(v)]))}`;
    }
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = JSON.stringify(options.body);
    }
    return raw<T>({
      method: operation.method,
      url,
      headers,
      ...(payload !== undefined && { payload }),
      ...(options.remoteAddress !== undefined && { remoteAddress: options.remoteAddress }),
    });
  };

  const login = async (username: string, password: string) => {
    const response = await call<Envelope<{ token: string }>>('login', { body: { username, password } });
    if (response.status !== 200) throw new Error(`login as ${username} failed: ${response.text}`);
    return response.body.data.token;
  };

  let adminToken: string | undefined;
  return {
    app,
    config,
    logs,
    call,
    raw,
    login,
    adminToken: async () => (adminToken ??= await login('admin', ADMIN_PASSWORD)),
    createTenant: async (username, options = {}) => {
      const now = new Date().toISOString();
      const tenantId = await app.repos.tenants.create(
        { username, enabled: options.enabled ?? true, domains: options.domains ?? [] },
        now,
      );
      await app.repos.users.create(
        {
          tenantId,
          username,
          passwordHash: await hashPassword(options.password ?? `${username}-password`),
          isAdmin: false,
          role: 'owner',
        },
        now,
      );
      return tenantId;
    },
    close: async () => {
      await app.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A tenant `useTestApp` makes: its name (its owner's username too), and its domains if it has any. */
export type FixtureTenant = string | { name: string; domains: readonly string[] };

/** What `useTestApp` makes: `startTestApp`'s options, and what the describe block's tests act with. */
export interface TestAppFixtureOptions extends TestAppOptions {
  /** Settings beyond the tests' own; a function when they need what an earlier `beforeAll` started. */
  config?: Partial<Config> | (() => Partial<Config>);
  /** Tenant A, and B when there are two: each made with PASSWORD, its owner signed in. */
  tenants?: readonly [FixtureTenant] | readonly [FixtureTenant, FixtureTenant];
  /** The username of a member of tenant A, made by A's owner with PASSWORD and signed in. */
  member?: string;
}

/** What `useTestApp` fills in before the tests: the app, the administrator's token, and what the options named. */
export type TestAppFixture<O extends TestAppFixtureOptions = TestAppFixtureOptions> = TestApp & { admin: string } &
  (O extends { tenants: readonly [FixtureTenant, ...FixtureTenant[]] } ? { a: number; ownerA: string } : unknown) &
  (O extends { tenants: readonly [FixtureTenant, FixtureTenant] } ? { b: number; ownerB: string } : unknown) &
  (O extends { member: string } ? { member: string; memberId: number } : unknown);

/**
 * For one describe block, the setup most API tests share: the app with the administrator signed in
 * and, as the options say, tenants A and B with their owners and a member of A, made in `beforeAll`
 * (in that order) and closed in `afterAll`. Whatever a file does beside goes in its own hooks.
 */
export function useTestApp<O extends TestAppFixtureOptions>(options?: O): TestAppFixture<O> {
  // Empty until `beforeAll` fills it in: the tests only read it when they run.
  const fixture = {} as TestAppFixture<O>;
  let started: TestApp | undefined;
  beforeAll(async () => {
    const t = await startTestApp(typeof options?.config === 'function' ? options.config() : options?.config, options);
    started = t;
    Object.assign(fixture, t, { admin: await t.adminToken() });
    const tenants = (options?.tenants ?? []).map((tenant) => (typeof tenant === 'string' ? { name: tenant, domains: [] } : tenant));
    const ids: number[] = [];
    for (const { name, domains } of tenants) ids.push(await t.createTenant(name, { password: PASSWORD, domains: [...domains] }));
    const owners: string[] = [];
    for (const { name } of tenants) owners.push(await t.login(name, PASSWORD));
    const [a, b] = ids;
    const [ownerA, ownerB] = owners;
    Object.assign(fixture, a !== undefined && { a, ownerA }, b !== undefined && { b, ownerB });
    if (options?.member !== undefined) {
      if (ownerA === undefined) throw new Error('A member is made in tenant A: name the tenants too');
      const created = await t.call<Envelope<{ userId: number }>>('createUser', { token: ownerA, body: { username: options.member, role: 'member', password: PASSWORD } });
      if (created.status !== 201) throw new Error(`creating ${options.member} failed: ${created.text}`);
      Object.assign(fixture, { memberId: created.body.data.userId, member: await t.login(options.member, PASSWORD) });
    }
  });
  afterAll(async () => started?.close());
  return fixture;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
