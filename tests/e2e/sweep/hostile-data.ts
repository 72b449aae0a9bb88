import { E2E_ADMIN_PASSWORD, E2E_OWNER_PASSWORD } from '../seeded-server.js';

/** The longest unbroken run the sweep shows: a URL of 250 characters, as a remark may hold. */
const LONG_URL = `https://example.com/${'a'.repeat(230)}`;
const LONG_USER_AGENT = `Mozilla/5.0 (X11; Linux x86_64) ${'AppleWebKit/537.36-'.repeat(24)}`;
/** Four labels of 63 characters and their dots: the longest name the contract allows (253). */
const LONGEST_DOMAIN = `${['a', 'b', 'c'].map((c) => c.repeat(63)).join('.')}.${'d'.repeat(57)}.com`;

export interface HostileWorld {
  /** The tenant every long field is at its maximum in; the sweep acts inside it. */
  tenantId: number;
  tenantName: string;
  /** A member of that tenant whose username, display name and email are at their maximum. */
  userId: number;
  userName: string;
  /** An audit event recorded with a very long user agent. */
  auditEventId: number;
  /** A tenant attribute whose key, labels and choices are at their limits; the tenant holds its longest value. */
  attributeKey: string;
  /** The tenant's owner, and its member, for the sweep's other principals. */
  owner: { username: string; password: string };
  member: { username: string; password: string };
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function call<T>(baseUrl: string, method: string, path: string, options: { token?: string; tenantId?: number; body?: unknown; userAgent?: string } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(options.body !== undefined && { 'Content-Type': 'application/json' }),
      ...(options.token && { Authorization: `Bearer ${options.token}` }),
      ...(options.tenantId !== undefined && { 'X-Tenant-Id': String(options.tenantId) }),
      ...(options.userAgent && { 'User-Agent': options.userAgent }),
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${envelope.message}`);
  return envelope.data;
}

/**
 * Fills one seeded tenant (wonka-0058, which no journey uses) with text at every limit the
 * contract allows: a 64-character name, a 500-character remark with a 250-character unbroken URL,
 * the longest domain name, a member whose every field is at its maximum, and an audit event with
 * a long user agent, and a tenant attribute of a hundred 60-character choices whose longest the tenant
 * holds, beside a 500-character text value. Repeatable: a second call finds what the first made.
 */
const CHOICE = (index: number) => `${String(index).padStart(3, '0')}-${'choice-at-its-longest-'.repeat(3)}`.slice(0, 60);
const LONG_KEY = `sweep_${'longest_key_'.repeat(4)}`.slice(0, 40);
const LONG_TEXT_KEY = 'sweep_notes';

/** What the hostile tenant holds of them: the last choice, and a 500-character note with no break in its first 250. */
function longestValues(key: string): Record<string, string> {
  return { [key]: CHOICE(99), [LONG_TEXT_KEY]: `${LONG_URL} ${'A note long enough to wrap. '.repeat(20)}`.slice(0, 500) };
}

/** Defines the sweep's two attributes unless a previous call did; answers the key of the one of a list. */
async function defineLongestAttributes(baseUrl: string, token: string): Promise<string> {
  const known = await call<{ key: string }[]>(baseUrl, 'GET', '/v1/admin/attributes', { token });
  const label = (language: string) => `${language} ${'label at its longest '.repeat(4)}`.slice(0, 60);
  const wanted = [
    { key: LONG_KEY, labels: { zh: label('zh'), en: label('en') }, type: 'enum', choices: Array.from({ length: 100 }, (_, index) => CHOICE(index)) },
    { key: LONG_TEXT_KEY, labels: { zh: '笔记', en: 'Notes' }, type: 'text' },
  ];
  for (const definition of wanted.filter((one) => !known.some((defined) => defined.key === one.key))) {
    await call(baseUrl, 'POST', '/v1/admin/attributes', { token, body: definition });
  }
  return LONG_KEY;
}

export async function seedHostileWorld(baseUrl: string): Promise<HostileWorld> {
  const signIn = (username: string, password: string, userAgent?: string) =>
    call<{ token: string }>(baseUrl, 'POST', '/v1/auth/login', { body: { username, password }, ...(userAgent && { userAgent }) });
  const { token } = await signIn('admin', E2E_ADMIN_PASSWORD);
  const tenants = await call<{ tenantId: number; username: string }[]>(baseUrl, 'GET', `/v1/admin/tenant?filter=${encodeURIComponent(JSON.stringify({ q: 'wonka-0058' }))}`, { token });
  const tenant = tenants.find((t) => t.username.startsWith('wonka-0058'));
  if (!tenant) throw new Error('The seeded tenant wonka-0058 is missing');
  const tenantName = `wonka-0058-${'long'.repeat(13)}-x`.slice(0, 64);
  const remark = `${LONG_URL} ${'A remark long enough to wrap over several lines of any screen. '.repeat(8)}`.slice(0, 500);
  await fetch(`${baseUrl}/api/v1/admin/tenant/${tenant.tenantId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ username: tenantName, remark, domains: [LONGEST_DOMAIN, 'shop.wonka-0058.example.com'] }),
  });

  const attributeKey = await defineLongestAttributes(baseUrl, token);
  // A second call sets the same values: 304, which is as good.
  await fetch(`${baseUrl}/api/v1/admin/tenant/${tenant.tenantId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ attributes: longestValues(attributeKey) }),
  });

  const userName = `m${'member-at-the-longest-'.repeat(3)}`.slice(0, 64);
  const password = E2E_OWNER_PASSWORD.padEnd(12, '!');
  const users = await call<{ userId: number; username: string }[]>(baseUrl, 'GET', '/v1/users', { token, tenantId: tenant.tenantId });
  const existing = users.find((u) => u.username === userName);
  const userId =
    existing?.userId ??
    (
      await call<{ userId: number }>(baseUrl, 'POST', '/v1/users', {
        token,
        tenantId: tenant.tenantId,
        body: {
          username: userName,
          role: 'member',
          displayName: `${'Display name at its limit '.repeat(4)}`.slice(0, 100),
          email: `${'e'.repeat(64)}@${'mail-'.repeat(30)}example.com`.slice(0, 254),
          password,
        },
      })
    ).userId;

  const owner = users.find((u) => u.username.startsWith('wonka-0058'));
  if (!owner) throw new Error('The owner of wonka-0058 is missing');
  await signIn(owner.username, E2E_OWNER_PASSWORD, LONG_USER_AGENT);
  const events = await call<{ eventId: number; userAgent?: string }[]>(baseUrl, 'GET', '/v1/audit-events', { token, tenantId: tenant.tenantId });
  const event = events.find((e) => e.userAgent === LONG_USER_AGENT.slice(0, 512)) ?? events[0];
  if (!event) throw new Error('No audit event was recorded for wonka-0058');
  return {
    tenantId: tenant.tenantId,
    tenantName,
    userId,
    userName,
    auditEventId: event.eventId,
    attributeKey,
    owner: { username: owner.username, password: E2E_OWNER_PASSWORD },
    member: { username: userName, password },
  };
}
