import path from 'node:path';
import { TwoFactorRequirement, type EffectivePolicy } from '../../src/generated/model/index.js';
import { DEFAULT_INSTANCE_POLICY } from './auth/tenant-policy.js';

export interface LoginRateLimit {
  /** Attempts allowed per client address and username within one window. */
  max: number;
  /** Failed attempts allowed per client address within one window, whatever the usernames. */
  addressFailureMax: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Set: PostgreSQL. Unset: the embedded SQLite database in `dataDir`. */
  databaseUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  /** Encrypts secrets kept in the database; unset: generated into `dataDir` (`secret-key`). */
  secretKey: string | undefined;
  jwtTtlSeconds: number;
  loginRateLimit: LoginRateLimit;
  /** Calls each API token may make per minute (`API_TOKEN_RATE_LIMIT`). */
  apiTokenRateLimit: number;
  redisUrl: string | undefined;
  /** The built console; served with an index.html fallback when it exists. */
  staticDir: string;
  bodyLimitBytes: number;
  /**
   * `REQUEST_TIMEOUT_MS`: how long a request may take to arrive, headers and body; a client still
   * sending after it is answered 408 and its connection closed, so a slow sender cannot hold one.
   */
  requestTimeoutMs: number;
  /**
   * `IDEMPOTENCY_HOLD_MS`: how long a create's try holds its `Idempotency-Key` without an answer;
   * after it, a retry takes the key over (the try's server is taken for dead, and its create for
   * never committed: a create keeps its answer in its own transaction, only while it holds the key).
   */
  idempotencyHoldMs: number;
  /**
   * `POLICY_PASSWORD_MIN_LENGTH`, `POLICY_SESSION_LIFETIME_HOURS`, `POLICY_IDLE_TIMEOUT_MINUTES`,
   * `POLICY_TWO_FACTOR_REQUIRED_FOR` (`owners`, `members`, `all`), `POLICY_TWO_FACTOR_GRACE_DAYS` (0–90, 7):
   * what every tenant's people are held to unless their tenant sets its own (a tenant's password
   * length is never below the instance's). No allowlist: which networks reach the instance at all
   * is the network's business in front of it.
   */
  instancePolicy: EffectivePolicy;
  /** `INVITATION_DAYS`: how long an invitation's link works. */
  invitationDays: number;
  logLevel: string;
  /** Audit events older than this many days are deleted daily; 0 keeps them for ever. */
  auditRetentionDays: number;
  /** How long a deleted tenant stays restorable before it is purged; a fraction of a day is allowed (tests). */
  tenantPurgeDays: number;
  /** Where people reach the console; links sent by mail start with it (no trailing slash). */
  publicUrl: string;
  /** Set: mail goes through this SMTP server. Unset: each mail is written to `dataDir/outbox/`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  signUp: SignUpMode;
  /** Resolvers that domain proofs ask (`host` or `host:port`); empty: the system's. */
  dnsServers: string[];
  dnsTimeoutMs: number;
  /** Set: a domain may also be proved by a CNAME to its tenant's own host under this one. */
  cnameTarget: string | undefined;
  webhooks: WebhookSettings;
  /**
   * `METRICS_PORT`, `METRICS_HOST` (127.0.0.1 unless said), `METRICS_TOKEN`: where Prometheus reads
   * `/metrics`, apart from the API's port; unset, no metrics are served. With a token, a scrape
   * must send it as `Authorization: Bearer …`.
   */
  metrics: { port: number; host: string; token: string | undefined } | undefined;
  /**
   * OpenTelemetry's standard variables: traces go over OTLP/HTTP to `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`,
   * or `OTEL_EXPORTER_OTLP_ENDPOINT` + `/v1/traces` (headers from `OTEL_EXPORTER_OTLP_HEADERS`), as
   * `OTEL_SERVICE_NAME` (`tenant-console`); none of them, or `OTEL_SDK_DISABLED=true`: no tracing.
   */
  tracing: { tracesEndpoint: string; serviceName: string } | undefined;
  /** `DATABASE_START_TIMEOUT_MS`: how long the start waits for a database it cannot reach before it gives up. */
  databaseStartTimeoutMs: number;
  /**
   * `SHUTDOWN_DRAIN_MS`: on SIGTERM, how long `/readyz` answers 503 while requests are still served,
   * before the server stops taking them: time for a load balancer's health check to let go of it.
   */
  shutdownDrainMs: number;
  /**
   * `TRUST_PROXY`: the addresses (or CIDR ranges) of load balancers whose `X-Forwarded-For` names the
   * client; empty: the connection's own address is the client's. Behind a load balancer without it,
   * every caller has the balancer's address, and the per-address limits are one for everybody.
   */
  trustProxy: string[];
}

export interface WebhookSettings {
  /** `WEBHOOK_ALLOW_PRIVATE_NETWORK`: plain HTTP and private addresses allowed (tests, one machine). */
  allowPrivateNetwork: boolean;
  /** How long one delivery may take. */
  timeoutMs: number;
  /** Seconds before each retry after the first try; their number is the number of retries. */
  retrySeconds: number[];
  /** How often the worker looks for due deliveries. */
  pollMs: number;
  /** Deliveries failed for good in a row after which the server disables the endpoint. */
  disableAfter: number;
}

/** Svix's schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h; about 27.6 hours in all. */
export const DEFAULT_WEBHOOK_RETRY_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000];

function flag(env: Env, name: string): boolean {
  const value = text(env, name);
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new ConfigError(`${name} must be true or false, not '${value}'`);
}

function retrySchedule(env: Env): number[] {
  const value = text(env, 'WEBHOOK_RETRY_SCHEDULE');
  if (value === undefined) return DEFAULT_WEBHOOK_RETRY_SECONDS;
  const seconds = value.split(',').map((part) => Number(part.trim()));
  if (seconds.length > 20 || seconds.some((second) => !Number.isFinite(second) || second < 0.01 || second > 7 * 24 * 3600)) {
    throw new ConfigError('WEBHOOK_RETRY_SCHEDULE must list at most 20 numbers of seconds between 0.01 and 604800, separated by commas');
  }
  return seconds;
}

export const SIGN_UP_MODES = ['off', 'approval', 'open'] as const;
export type SignUpMode = (typeof SIGN_UP_MODES)[number];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
/** An IPv4 address with an optional port, or an IPv6 one, bare or as `[address]:port`. */
const RESOLVER = /^(?:(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?|[0-9a-fA-F:]*:[0-9a-fA-F:.]*|\[[0-9a-fA-F:.]+\]:\d{1,5})$/;

function dnsServers(env: Env): string[] {
  const servers = (text(env, 'DNS_SERVERS') ?? '').split(',').map((server) => server.trim()).filter(Boolean);
  const wrong = servers.find((server) => !RESOLVER.test(server));
  if (wrong !== undefined) throw new ConfigError(`DNS_SERVERS must list IP addresses (with an optional :port), separated by commas, not '${wrong}'`);
  return servers;
}

/** The longest CNAME_TARGET under which a tenant's own target (`tc-` and 16 hex digits) is still a host name. */
const TENANT_CNAME_ROOM = 253 - 20;

function cnameTarget(env: Env): string | undefined {
  const raw = text(env, 'CNAME_TARGET');
  if (raw === undefined) return undefined;
  const target = raw.toLowerCase().replace(/\.$/, '');
  if (!HOSTNAME.test(target)) throw new ConfigError(`CNAME_TARGET must be a host name such as verify.example.com, not '${raw}'`);
  // Each tenant's target is a 19-character label and a dot before it, and must stay a host name.
  if (target.length > TENANT_CNAME_ROOM) throw new ConfigError(`CNAME_TARGET must be at most ${TENANT_CNAME_ROOM} characters long, so that each tenant's name under it fits, not '${raw}'`);
  return target;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not '${raw}'`);
  }
  return value;
}

/** A whole number from `min` to `max`, or none when the setting is left empty. */
function optionalInteger(env: Env, name: string, min: number, max: number): number | null {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? null : integer(env, name, min, min, max);
}

/** `POLICY_TWO_FACTOR_REQUIRED_FOR`: whose sign-in the instance requires a one-time code of, or no one's. */
function twoFactorRequirement(env: Env): TwoFactorRequirement | null {
  const raw = text(env, 'POLICY_TWO_FACTOR_REQUIRED_FOR');
  if (raw === undefined) return null;
  const known: readonly string[] = Object.values(TwoFactorRequirement);
  if (!known.includes(raw)) {
    throw new ConfigError(`POLICY_TWO_FACTOR_REQUIRED_FOR must be one of ${known.join(', ')}, not '${raw}'`);
  }
  return raw as TwoFactorRequirement;
}

/** A number of days from 0 to `max`, fractions allowed. */
function days(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max) {
    throw new ConfigError(`${name} must be a number of days from 0 to ${max}, not '${raw}'`);
  }
  return value;
}

function metricsSettings(env: Env): Config['metrics'] {
  if (text(env, 'METRICS_PORT') === undefined) return undefined;
  const token = text(env, 'METRICS_TOKEN');
  if (token !== undefined && token.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');
  return { port: integer(env, 'METRICS_PORT', 0, 0, 65_535), host: text(env, 'METRICS_HOST') ?? '127.0.0.1', token };
}

function tracingSettings(env: Env): Config['tracing'] {
  if (text(env, 'OTEL_SDK_DISABLED') === 'true' || text(env, 'OTEL_TRACES_EXPORTER') === 'none') return undefined;
  const base = text(env, 'OTEL_EXPORTER_OTLP_ENDPOINT');
  const tracesEndpoint = text(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT') ?? (base === undefined ? undefined : `${base.replace(/\/+$/, '')}/v1/traces`);
  if (tracesEndpoint === undefined) return undefined;
  if (!URL.canParse(tracesEndpoint)) throw new ConfigError(`OTEL_EXPORTER_OTLP_ENDPOINT must be a URL such as http://127.0.0.1:4318, not '${tracesEndpoint}'`);
  return { tracesEndpoint, serviceName: text(env, 'OTEL_SERVICE_NAME') ?? 'tenant-console' };
}

function text(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function publicUrl(env: Env, host: string, port: number): string {
  const raw = text(env, 'PUBLIC_URL');
  if (raw === undefined) return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http:// or https:// address, not '${raw}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must be an http:// or https:// address, not '${raw}'`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** Reads the server's settings from the environment once, failing loudly on a bad value. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL must start with 'postgres://' or 'postgresql://'");
  }
  const jwtSecret = text(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  const secretKey = text(env, 'SECRET_KEY');
  if (secretKey !== undefined && secretKey.length < 32) {
    throw new ConfigError('SECRET_KEY must be at least 32 characters long');
  }
  const adminPassword = text(env, 'ADMIN_PASSWORD');
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long');
  }
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  const smtpUrl = text(env, 'SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    throw new ConfigError("SMTP_URL must start with 'smtp://' or 'smtps://' and name a host");
  }
  const signUp = text(env, 'SIGNUP') ?? 'off';
  if (!(SIGN_UP_MODES as readonly string[]).includes(signUp)) {
    throw new ConfigError(`SIGNUP must be one of ${SIGN_UP_MODES.join(', ')}, not '${signUp}'`);
  }
  return {
    port,
    host,
    dataDir: path.resolve(cwd, text(env, 'DATA_DIR') ?? 'data'),
    databaseUrl,
    adminUsername: text(env, 'ADMIN_USERNAME') ?? 'admin',
    adminPassword,
    jwtSecret,
    secretKey,
    jwtTtlSeconds: integer(env, 'JWT_TTL_SECONDS', 8 * 3600, 60, 30 * 24 * 3600),
    loginRateLimit: {
      max: integer(env, 'LOGIN_RATE_LIMIT_MAX', 10, 1, 1_000_000),
      addressFailureMax: integer(env, 'LOGIN_ADDRESS_FAILURE_MAX', 30, 1, 1_000_000),
      windowMs: integer(env, 'LOGIN_RATE_LIMIT_WINDOW_MS', 60_000, 1000, 24 * 3600 * 1000),
    },
    apiTokenRateLimit: integer(env, 'API_TOKEN_RATE_LIMIT', 600, 1, 1_000_000),
    redisUrl: text(env, 'REDIS_URL'),
    staticDir: path.resolve(cwd, text(env, 'STATIC_DIR') ?? 'dist'),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1024, 16 * 1024 * 1024),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
    idempotencyHoldMs: integer(env, 'IDEMPOTENCY_HOLD_MS', 60_000, 1000, 3_600_000),
    invitationDays: integer(env, 'INVITATION_DAYS', 7, 1, 90),
    instancePolicy: {
      ipAllowlist: null,
      passwordMinLength: integer(env, 'POLICY_PASSWORD_MIN_LENGTH', DEFAULT_INSTANCE_POLICY.passwordMinLength, 12, 128),
      sessionLifetimeHours: optionalInteger(env, 'POLICY_SESSION_LIFETIME_HOURS', 1, 720),
      idleTimeoutMinutes: optionalInteger(env, 'POLICY_IDLE_TIMEOUT_MINUTES', 5, 1440),
      twoFactorRequiredFor: twoFactorRequirement(env),
      twoFactorGraceDays: integer(env, 'POLICY_TWO_FACTOR_GRACE_DAYS', DEFAULT_INSTANCE_POLICY.twoFactorGraceDays, 0, 90),
    },
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    auditRetentionDays: integer(env, 'AUDIT_RETENTION_DAYS', 365, 0, 36_500),
    tenantPurgeDays: days(env, 'TENANT_PURGE_DAYS', 30, 3650),
    publicUrl: publicUrl(env, host, port),
    smtpUrl,
    mailFrom: text(env, 'MAIL_FROM') ?? 'Tenant Console <no-reply@localhost>',
    signUp: signUp as SignUpMode,
    dnsServers: dnsServers(env),
    dnsTimeoutMs: integer(env, 'DNS_TIMEOUT_MS', 3000, 100, 30_000),
    cnameTarget: cnameTarget(env),
    webhooks: {
      allowPrivateNetwork: flag(env, 'WEBHOOK_ALLOW_PRIVATE_NETWORK'),
      timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
      retrySeconds: retrySchedule(env),
      pollMs: integer(env, 'WEBHOOK_POLL_MS', 500, 20, 60_000),
      disableAfter: integer(env, 'WEBHOOK_DISABLE_AFTER', 5, 1, 1000),
    },
    metrics: metricsSettings(env),
    tracing: tracingSettings(env),
    databaseStartTimeoutMs: integer(env, 'DATABASE_START_TIMEOUT_MS', 60_000, 0, 3600 * 1000),
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 0, 0, 120_000),
    trustProxy: (text(env, 'TRUST_PROXY') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean),
  };
}
