import { http, HttpResponse } from 'msw';
import type { User, UserCreate, UserUpdate } from '../../src/generated/model';
import { admin, failure, ok, tenant } from './fixtures';
import { answerList } from './list-answer';
import { server } from './msw-server';

function matches(user: User, filter: Record<string, unknown>): boolean {
  const q = typeof filter['q'] === 'string' ? filter['q'].toLowerCase() : '';
  if (q && ![user.username, user.displayName, user.email ?? ''].some((text) => text.toLowerCase().includes(q))) return false;
  if (typeof filter['role'] === 'string' && user.role !== filter['role']) return false;
  if (typeof filter['enabled'] === 'boolean' && user.enabled !== filter['enabled']) return false;
  return true;
}

export const TEMPORARY_PASSWORD = 'Tmp-7fQ2-x9Lm-Kp4Z';
export const ONE_TIME_PASSWORD = 'Otp-3hW8-q2Nv-Jd6R';

/**
 * A small fake of the server's user calls, acting in tenant 2 ("acme"), so changes show up in
 * later reads. `me` is who `GET /v1/auth/me` says is signed in. As the server does, a new email
 * address waits for its link (`pendingEmail`) and the old one stays; removing it is at once.
 */
export function serveUsers(initial: User[], me: User = admin) {
  const users = new Map(initial.map((u) => [u.userId, u]));
  const calls = { list: [] as URL[], listTenants: [] as (string | null)[], updates: [] as { id: number; body: UserUpdate }[], creates: [] as UserCreate[], resets: [] as number[], deletes: [] as number[], twoFactorResets: [] as number[] };
  server.use(
    http.get('*/v1/auth/me', () => ok(me)),
    http.get('*/v1/admin/tenant/:id', ({ params }) => ok(tenant(Number(params['id']), Number(params['id']) === 2 ? 'acme' : 'system'))),
    // Nobody invited, unless a test says otherwise: the generated mock would invent some.
    http.get('*/v1/invitations', () => ok([])),
    http.get('*/v1/users', ({ request }) => {
      const url = new URL(request.url);
      calls.list.push(url);
      calls.listTenants.push(request.headers.get('X-Tenant-Id'));
      return answerList(users.values(), url, { resource: 'users', defaultSort: ['userId', 'ASC'], matches });
    }),
    http.get('*/v1/users/:id', ({ params }) => {
      const found = users.get(Number(params['id']));
      return found ? ok(found) : failure(404, 40402, `User ${String(params['id'])} does not exist`);
    }),
    http.put('*/v1/users/:id', async ({ params, request }) => {
      const id = Number(params['id']);
      const body = (await request.json()) as UserUpdate;
      calls.updates.push({ id, body });
      if (body.email === 'taken@example.com') return failure(409, 40906, "email: 'taken@example.com' is taken", 'email');
      const current = users.get(id)!;
      const { email, ...others } = body;
      const newAddress = typeof email === 'string' && email.toLowerCase() !== current.email?.toLowerCase() ? email : undefined;
      const updated = { ...current, ...others, ...(email === null && { email: null }), ...(newAddress && { pendingEmail: newAddress }) } as User;
      users.set(id, updated);
      return ok(updated);
    }),
    http.post('*/v1/users', async ({ request }) => {
      const body = (await request.json()) as UserCreate;
      calls.creates.push(body);
      if (body.email === 'taken@example.com') return failure(409, 40906, "email: 'taken@example.com' is taken", 'email');
      const userId = Math.max(0, ...users.keys()) + 1;
      const created: User = {
        ...admin,
        userId,
        username: body.username,
        isAdmin: false,
        tenantId: 2,
        role: body.role,
        displayName: body.displayName ?? '',
        email: body.email ?? null,
        mustChangePassword: body.password === undefined,
        lastSignInAt: null,
      };
      users.set(userId, created);
      const answer = body.password === undefined ? { ...created, oneTimePassword: ONE_TIME_PASSWORD } : created;
      return HttpResponse.json({ code: 0, message: 'ok', data: answer }, { status: 201, headers: { Location: `/api/v1/users/${userId}` } });
    }),
    http.delete('*/v1/users/:id', ({ params }) => {
      const id = Number(params['id']);
      calls.deletes.push(id);
      users.delete(id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/v1/users/:id/two-factor', ({ params }) => {
      const id = Number(params['id']);
      calls.twoFactorResets.push(id);
      const reset = { ...users.get(id)!, twoFactorEnabled: false };
      users.set(id, reset);
      return ok(reset);
    }),
    http.post('*/v1/users/:id/password-reset', ({ params }) => {
      const id = Number(params['id']);
      calls.resets.push(id);
      users.set(id, { ...users.get(id)!, mustChangePassword: true });
      return ok({ temporaryPassword: TEMPORARY_PASSWORD });
    }),
  );
  return { users, calls };
}
