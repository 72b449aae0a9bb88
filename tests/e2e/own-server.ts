import { inject } from 'vitest';
import { freePort } from '../helpers/server-process.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';
import { E2E_ADMIN_PASSWORD, startSeededServer, type SeededServer } from './seeded-server.js';
import { dialect } from './session.js';

/** A journey's own seeded server on a port chosen first, so that what it mails or calls out can name its own address (PUBLIC_URL). */
export async function startOwnServer(tenants: number, env: NodeJS.ProcessEnv = {}): Promise<SeededServer> {
  const port = await freePort();
  return startSeededServer({
    tenants,
    postgres: dialect === 'postgres' && inject('skipReason') === '',
    env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
  });
}

/** An own server that mails through an SMTP server the journey reads. */
export async function startMailingServer(tenants: number, env: NodeJS.ProcessEnv = {}): Promise<{ server: SeededServer; smtp: SmtpSink }> {
  const smtp = await startSmtpSink();
  try {
    return { server: await startOwnServer(tenants, { SMTP_URL: smtp.url, ...env }), smtp };
  } catch (error) {
    // The journey never holds the sink when its server fails to start: it is closed here instead.
    await smtp.close();
    throw error;
  }
}

/** The administrator's token on `server`, for what a journey has the administrator do through the API rather than the pages. */
export async function fetchAdminToken(server: SeededServer): Promise<string> {
  const login = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}
