import { beforeAll } from 'vitest';
import { hashPassword } from '../../../server/src/auth/passwords.js';
import { listConventionSuite, type ListResponse, type ListTarget } from '../../helpers/list-conformance.js';
import { describeApi, PASSWORD, useTestApp, type Envelope } from '../../helpers/test-app.js';

// Names that sort differently by bytes than by a dictionary (`-`, `.`, digits, `_`, letters), in mixed case.
const TENANTS: Array<{ name: string; domains?: string[]; enabled?: boolean }> = [
  { name: 'Acme-Corp', domains: ['acme.example.com', 'shop.acme.example.net'] },
  { name: 'acme.io', domains: ['acme-io.example.org'] },
  { name: 'acme_io', enabled: false },
  { name: 'acme9' },
  { name: 'Globex', domains: ['globex.example.com'], enabled: false },
  { name: 'initech-42', domains: ['tps.initech.example.com'] },
  { name: 'umbrella' },
  { name: 'Hooli', domains: ['hooli.example.com', 'nucleus.hooli.example.com', 'pied.example.org'] },
  { name: 'stark-industries', enabled: false },
  { name: 'wayne' },
  { name: 'wonka-factory', domains: ['chocolate.example.com'] },
  { name: 'tyrell' },
  { name: 'cyberdyne', enabled: false },
];

const USERS: Array<{ name: string; role: 'owner' | 'member'; displayName: string; email: string | null; disabled?: boolean; signsIn?: boolean }> = [
  { name: 'li-wei', role: 'owner', displayName: 'Li Wei', email: 'li.wei@example.com', signsIn: true },
  { name: 'maria-garcia', role: 'member', displayName: 'Maria Garcia', email: 'maria@example.org', signsIn: true },
  { name: 'ole-nordmann', role: 'member', displayName: 'Ole Nordmann', email: null, disabled: true },
  { name: 'Priya', role: 'owner', displayName: 'Priya Sharma', email: 'priya@example.com' },
  { name: 'sam9', role: 'member', displayName: 'Sam Lee', email: 'sam@example.net', signsIn: true },
  { name: 'tanaka', role: 'member', displayName: 'Tanaka Hiro', email: 'hiro.tanaka@example.jp', disabled: true },
  { name: 'zoe', role: 'member', displayName: 'Zoe Martin', email: null },
  { name: 'bob-builder', role: 'owner', displayName: 'Bob Builder', email: 'bob@example.com', signsIn: true },
  { name: 'carla', role: 'member', displayName: 'Carla Rossi', email: 'carla.rossi@example.it' },
  { name: 'dmitri', role: 'member', displayName: 'Dmitri Ivanov', email: 'dmitri@example.com', disabled: true },
  { name: 'eve', role: 'member', displayName: 'Eve Adams', email: 'eve@example.com', signsIn: true },
];

describeApi('the list convention, on the server', () => {
  const t = useTestApp();

  beforeAll(async () => {
    for (const tenant of TENANTS) {
      await t.createTenant(tenant.name, { domains: tenant.domains ?? [], enabled: tenant.enabled ?? true });
    }
    const system = (await t.call<Envelope<{ tenantId: number }>>('getCurrentUser', { token: t.admin })).body.data.tenantId;
    const now = new Date().toISOString();
    for (const user of USERS) {
      const userId = await t.app.repos.users.create(
        { tenantId: system, username: user.name, passwordHash: await hashPassword(PASSWORD), isAdmin: false, role: user.role, displayName: user.displayName, email: user.email },
        now,
      );
      // Signing in records when, and audits it; a wrong password audits a failure.
      if (user.signsIn) await t.login(user.name, PASSWORD);
      else await t.call('login', { body: { username: user.name, password: 'not-the-password' } });
      if (user.disabled) await t.call('updateUser', { token: t.admin, params: { id: userId }, body: { enabled: false } });
    }
    // Tenants changed apart from their creation, so that updatedAt differs.
    await t.call('updateTenant', { token: t.admin, params: { id: 3 }, body: { remark: 'changed' } });
  });

  const target: ListTarget = {
    get: async (path, query = {}, headers = {}): Promise<ListResponse> => {
      const search = new URLSearchParams(query).toString();
      const response = await t.raw<Envelope>({ method: 'GET', url: `/api${path}${search ? `?${search}` : ''}`, headers: { authorization: `Bearer ${t.admin}`, ...headers } });
      const range = response.headers['content-range'];
      return { status: response.status, contentRange: range === undefined ? undefined : String(range), body: response.body };
    },
    getText: async (path, query = {}) => {
      const response = await t.raw({ method: 'GET', url: `/api${path}?${new URLSearchParams(query)}`, headers: { authorization: `Bearer ${t.admin}` } });
      return { status: response.status, contentType: String(response.headers['content-type']), text: response.text };
    },
  };
  listConventionSuite(() => target);
});
