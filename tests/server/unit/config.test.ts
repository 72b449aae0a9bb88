import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config.js';

describe('server settings', () => {
  it('defaults to 127.0.0.1:8080 with SQLite in ./data', () => {
    const config = loadConfig({}, '/srv/console');
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080, dataDir: '/srv/console/data', adminUsername: 'admin' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config).toMatchObject({ publicUrl: 'http://127.0.0.1:8080', signUp: 'off', mailFrom: 'Tenant Console <no-reply@localhost>' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.apiTokenRateLimit).toBe(600);
    expect(config.webhooks).toEqual({ allowPrivateNetwork: false, timeoutMs: 10_000, retrySeconds: [5, 300, 1800, 7200, 18000, 36000, 36000], pollMs: 500, disableAfter: 5 });
  });

  it('reads the settings of programs: the API token limit and the webhooks', () => {
    const config = loadConfig({ API_TOKEN_RATE_LIMIT: '120', WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true', WEBHOOK_TIMEOUT_MS: '2500', WEBHOOK_RETRY_SCHEDULE: '1, 60,3600', WEBHOOK_POLL_MS: '250', WEBHOOK_DISABLE_AFTER: '3' });
    expect(config.apiTokenRateLimit).toBe(120);
    expect(config.webhooks).toEqual({ allowPrivateNetwork: true, timeoutMs: 2500, retrySeconds: [1, 60, 3600], pollMs: 250, disableAfter: 3 });
  });

  it("reads the settings of a cluster: the start's wait for the database, the drain, the trusted load balancers", () => {
    expect(loadConfig({})).toMatchObject({ databaseStartTimeoutMs: 60_000, shutdownDrainMs: 0, trustProxy: [] });
    const config = loadConfig({ DATABASE_START_TIMEOUT_MS: '5000', SHUTDOWN_DRAIN_MS: '2000', TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' });
    expect(config).toMatchObject({ databaseStartTimeoutMs: 5000, shutdownDrainMs: 2000, trustProxy: ['10.0.0.5', '10.1.0.0/16'] });
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS must be a whole number/);
  });

  it('serves no metrics unless METRICS_PORT is set, and then on 127.0.0.1 with a token only if one of 16 characters is given', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: undefined });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 't'.repeat(16) }).metrics).toEqual({ port: 9464, host: '0.0.0.0', token: 't'.repeat(16) });
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT must be a whole number/);
  });

  it("traces only when OpenTelemetry's standard variables name an endpoint, and not when they turn it off", () => {
    expect(loadConfig({}).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318/' }).tracing).toEqual({ tracesEndpoint: 'http://127.0.0.1:4318/v1/traces', serviceName: 'tenant-console' });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://a:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://b:4318/traces', OTEL_SERVICE_NAME: 'console-eu' }).tracing).toEqual({ tracesEndpoint: 'http://b:4318/traces', serviceName: 'console-eu' });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SDK_DISABLED: 'true' }).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_TRACES_EXPORTER: 'none' }).tracing).toBeUndefined();
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT must be a URL/);
  });

  it('gives a request 30 s to arrive unless REQUEST_TIMEOUT_MS says otherwise', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000);
  });

  it('lets a create hold its Idempotency-Key 60 s without an answer unless IDEMPOTENCY_HOLD_MS says otherwise', () => {
    expect(loadConfig({}).idempotencyHoldMs).toBe(60_000);
    expect(loadConfig({ IDEMPOTENCY_HOLD_MS: '5000' }).idempotencyHoldMs).toBe(5000);
  });

  it('lets an invitation’s link work 7 days unless INVITATION_DAYS says otherwise', () => {
    expect(loadConfig({}).invitationDays).toBe(7);
    expect(loadConfig({ INVITATION_DAYS: '14' }).invitationDays).toBe(14);
  });

  it('holds every tenant to the instance’s policy settings unless it sets its own: 12 characters and no session limits by default', () => {
    expect(loadConfig({}).instancePolicy).toEqual({ ipAllowlist: null, passwordMinLength: 12, sessionLifetimeHours: null, idleTimeoutMinutes: null, twoFactorRequiredFor: null, twoFactorGraceDays: 7 });
    expect(
      loadConfig({ POLICY_PASSWORD_MIN_LENGTH: '16', POLICY_SESSION_LIFETIME_HOURS: '24', POLICY_IDLE_TIMEOUT_MINUTES: ' 30 ', POLICY_TWO_FACTOR_REQUIRED_FOR: 'owners', POLICY_TWO_FACTOR_GRACE_DAYS: '0' }).instancePolicy,
    ).toEqual({
      ipAllowlist: null,
      passwordMinLength: 16,
      sessionLifetimeHours: 24,
      idleTimeoutMinutes: 30,
      twoFactorRequiredFor: 'owners',
      twoFactorGraceDays: 0,
    });
    expect(loadConfig({ POLICY_SESSION_LIFETIME_HOURS: '' }).instancePolicy.sessionLifetimeHours).toBeNull();
  });

  it('refuses a two-factor requirement or grace period it does not know, naming the setting', () => {
    expect(() => loadConfig({ POLICY_TWO_FACTOR_REQUIRED_FOR: 'everyone' })).toThrow(/POLICY_TWO_FACTOR_REQUIRED_FOR must be one of owners, members, all, not 'everyone'/);
    expect(() => loadConfig({ POLICY_TWO_FACTOR_GRACE_DAYS: '91' })).toThrow(/POLICY_TWO_FACTOR_GRACE_DAYS must be a whole number from 0 to 90/);
  });

  it('reads every documented variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/console',
        DATABASE_URL: 'postgres://db.internal/console',
        ADMIN_USERNAME: 'root',
        ADMIN_PASSWORD: 'long-enough',
        JWT_SECRET: 's'.repeat(32),
        PUBLIC_URL: 'https://console.example.com/admin/',
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        MAIL_FROM: 'Console <console@example.com>',
        SIGNUP: 'approval',
        DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,[::1]:53',
        DNS_TIMEOUT_MS: '1500',
        CNAME_TARGET: 'Verify.Console.Example.com.',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/lib/console',
      databaseUrl: 'postgres://db.internal/console',
      adminUsername: 'root',
      adminPassword: 'long-enough',
      jwtSecret: 's'.repeat(32),
      publicUrl: 'https://console.example.com/admin',
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      mailFrom: 'Console <console@example.com>',
      signUp: 'approval',
      dnsServers: ['1.1.1.1', '127.0.0.1:5353', '[::1]:53'],
      dnsTimeoutMs: 1500,
      cnameTarget: 'verify.console.example.com',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    [{ DATABASE_URL: 'mysql://db/console' }, /DATABASE_URL must start with/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD must be at least 8 characters/],
    [{ PUBLIC_URL: 'console.example.com' }, /PUBLIC_URL must be an http:\/\/ or https:\/\/ address/],
    [{ PUBLIC_URL: 'ftp://console.example.com' }, /PUBLIC_URL must be an http:\/\/ or https:\/\/ address/],
    [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL must start with 'smtp:\/\/' or 'smtps:\/\/'/],
    [{ SIGNUP: 'yes' }, /SIGNUP must be one of off, approval, open/],
    [{ DNS_SERVERS: '1.1.1.1,dns.google' }, /DNS_SERVERS must list IP addresses .* not 'dns.google'/],
    [{ DNS_TIMEOUT_MS: '10' }, /DNS_TIMEOUT_MS must be a whole number from 100 to 30000/],
    [{ CNAME_TARGET: 'not a host' }, /CNAME_TARGET must be a host name/],
    [{ CNAME_TARGET: `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.test` }, /CNAME_TARGET must be at most 233 characters long/],
    [{ API_TOKEN_RATE_LIMIT: '0' }, /API_TOKEN_RATE_LIMIT must be a whole number from 1 to 1000000/],
    [{ WEBHOOK_ALLOW_PRIVATE_NETWORK: 'yes' }, /WEBHOOK_ALLOW_PRIVATE_NETWORK must be true or false, not 'yes'/],
    [{ WEBHOOK_RETRY_SCHEDULE: '5,soon' }, /WEBHOOK_RETRY_SCHEDULE must list at most 20 numbers of seconds/],
    [{ WEBHOOK_TIMEOUT_MS: '99999999' }, /WEBHOOK_TIMEOUT_MS must be a whole number from 100 to 60000/],
    [{ REQUEST_TIMEOUT_MS: '0' }, /REQUEST_TIMEOUT_MS must be a whole number from 100 to 600000/],
    [{ INVITATION_DAYS: '0' }, /INVITATION_DAYS must be a whole number from 1 to 90/],
    [{ IDEMPOTENCY_HOLD_MS: '10' }, /IDEMPOTENCY_HOLD_MS must be a whole number from 1000 to 3600000/],
    [{ POLICY_PASSWORD_MIN_LENGTH: '8' }, /POLICY_PASSWORD_MIN_LENGTH must be a whole number from 12 to 128/],
    [{ POLICY_SESSION_LIFETIME_HOURS: '0' }, /POLICY_SESSION_LIFETIME_HOURS must be a whole number from 1 to 720/],
    [{ POLICY_IDLE_TIMEOUT_MINUTES: 'an hour' }, /POLICY_IDLE_TIMEOUT_MINUTES must be a whole number from 5 to 1440/],
  ])('refuses %j with a message naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
