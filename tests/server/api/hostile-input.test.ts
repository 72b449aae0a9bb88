import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, useTestApp, type Envelope } from '../../helpers/test-app.js';

interface Tenant {
  tenantId: number;
  username: string;
  remark: string;
  domains: { name: string }[];
}

describeApi('hostile input', () => {
  const t = useTestApp();

  describe('what is stored is what was acknowledged', () => {
    let id: number;
    beforeAll(async () => {
      id = await t.createTenant('stored-as-sent');
    });

    const update = (body: unknown, headers: Record<string, string> = {}) =>
      t.call<Envelope<Tenant>>('updateTenant', { token: t.admin, params: { id }, body, headers });
    const stored = async () => (await t.call<Envelope<Tenant>>('getTenant', { token: t.admin, params: { id } })).body.data;

    it.each([
      ['an unpaired high surrogate', '\ud800'.repeat(400)],
      ['an unpaired low surrogate', 'note \udc00 here'],
      ['surrogates in the wrong order', '\udc00\ud800'],
      ['a NUL character', 'before\u0000after'],
    ])('refuses a remark with %s, naming the field, and keeps the old remark', async (_name, remark) => {
      await update({ remark: 'kept' });
      const response = await update({ remark });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 40000, data: { field: 'remark' } });
      expect(response.body.message).toMatch(/^Field remark contains characters that cannot be stored/);
      expect((await stored()).remark).toBe('kept');
    });

    it('says so in Chinese when asked', async () => {
      const response = await update({ remark: '\ud800' }, { 'accept-language': 'zh-CN' });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('字段 remark 含有无法保存的字符（NUL 字符或不成对的 UTF-16 代理项）');
    });

    it('stores characters outside the basic plane (paired surrogates) exactly as sent', async () => {
      const remark = '客户 🚀 𝒜 👩‍💻'.repeat(20);
      const response = await update({ remark });
      expect(response.status).toBe(200);
      expect(response.body.data.remark).toBe(remark);
      expect((await stored()).remark).toBe(remark);
    });

    it('refuses a domain or a username with an unpaired surrogate, naming its position', async () => {
      const domain = await update({ domains: ['ok.example.com', 'bad\ud800.example.com'] });
      expect(domain.status).toBe(400);
      expect(domain.body).toMatchObject({ data: { field: 'domains[1]' } });
      const username = await update({ username: 'name\udfff' });
      expect(username.status).toBe(400);
      expect(username.body).toMatchObject({ data: { field: 'username' } });
    });

    it('refuses a sign-in name with a NUL character as input, not as a server failure', async () => {
      const response = await t.call('login', { body: { username: 'admin\u0000', password: 'whatever-it-is' } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 40000, data: { field: 'username' } });
    });
  });

  describe('numbers and flags in their one canonical spelling', () => {
    let id: number;
    beforeAll(async () => {
      id = await t.createTenant('canonical');
    });

    const spellings = (n: number) => [`0x${n.toString(16)}`, ` ${n}`, `${n} `, `${n}.0`, `${n}e0`, `+${n}`, `0${n}`, `${n}n`];

    it('answers a tenant id written any other way than plain digits with 400 naming id', async () => {
      for (const spelling of spellings(id)) {
        const response = await t.raw<Envelope>({
          method: 'GET',
          url: `/api/v1/admin/tenant/${encodeURIComponent(spelling)}`,
          headers: { authorization: `Bearer ${t.admin}` },
        });
        expect(response.status, spelling).toBe(400);
        expect(response.body, spelling).toMatchObject({ code: 40000, data: { field: 'id' } });
      }
      const plain = await t.call('getTenant', { token: t.admin, params: { id } });
      expect(plain.status).toBe(200);
    });

    it('answers X-Tenant-Id written any other way than plain digits with 400 naming the header', async () => {
      for (const spelling of spellings(id)) {
        const response = await t.call<Envelope>('getCurrentUser', { token: t.admin, headers: { 'x-tenant-id': spelling } });
        expect(response.status, JSON.stringify(spelling)).toBe(400);
        expect(response.body.data, spelling).toEqual({ field: 'X-Tenant-Id' });
        expect(response.body.message).toContain("Field X-Tenant-Id must be a whole number written in plain digits");
      }
    });

    it('answers ids too large for any number with 400 naming the field, never a server failure', async () => {
      const huge = '9'.repeat(400);
      const header = await t.call<Envelope>('getCurrentUser', { token: t.admin, headers: { 'x-tenant-id': huge } });
      expect(header.status).toBe(400);
      expect(header.body).toEqual({ code: 40000, message: 'Field X-Tenant-Id must be at most 2147483647', data: { field: 'X-Tenant-Id' } });
      const path = await t.raw<Envelope>({ method: 'GET', url: `/api/v1/admin/tenant/${'9'.repeat(90)}`, headers: { authorization: `Bearer ${t.admin}` } });
      expect(path.status).toBe(400);
      expect(path.body).toMatchObject({ data: { field: 'id' } });
    });

    it('answers enabled spelled other than true or false with 400 naming it, and changes nothing', async () => {
      for (const spelling of ['1', '0', 'TRUE', 'yes', '']) {
        const response = await t.call<Envelope>('setTenantStatus', { token: t.admin, params: { id }, query: { enabled: spelling } });
        expect(response.status, spelling).toBe(400);
        expect(response.body.data, spelling).toEqual({ field: 'enabled' });
      }
      const tenant = await t.call<Envelope<{ enabled: boolean }>>('getTenant', { token: t.admin, params: { id } });
      expect(tenant.body.data.enabled).toBe(true);
    });
  });

  describe('addresses the router refuses', () => {

    it('answers a broken percent-encoding with the 400 envelope and the security headers', async () => {
      const response = await t.raw<Envelope>({
        method: 'GET',
        url: '/api/v1/admin/tenant/%FF',
        headers: { authorization: `Bearer ${t.admin}`, 'accept-language': 'zh' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 40002, message: '地址无效：其中的百分号编码有误', data: null });
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('answers a path parameter longer than the router reads with the 414 envelope', async () => {
      const response = await t.raw<Envelope>({
        method: 'PUT',
        url: `/api/v1/admin/tenant/${'9'.repeat(500)}/status?enabled=true`,
        headers: { authorization: `Bearer ${t.admin}` },
      });
      expect(response.status).toBe(414);
      expect(response.body).toMatchObject({ code: 41400, message: 'The address is too long' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('bodies in another encoding', () => {
    let id: number;
    beforeAll(async () => {
      id = await t.createTenant('encodings');
    });

    const put = (contentType: string, payload: Buffer) =>
      t.raw<Envelope>({
        method: 'PUT',
        url: `/api/v1/admin/tenant/${id}`,
        headers: { authorization: `Bearer ${t.admin}`, 'content-type': contentType },
        payload,
      });

    it('refuses bytes that are not UTF-8 instead of storing replacement characters', async () => {
      const invalid = Buffer.concat([Buffer.from('{"remark":"caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
      const response = await put('application/json', invalid);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 40001, message: 'The body is not valid UTF-8', data: { field: 'body' } });
      const tenant = await t.call<Envelope<{ remark: string }>>('getTenant', { token: t.admin, params: { id } });
      expect(tenant.body.data.remark).toBe('');
    });

    it('refuses a JSON body declared in another charset with 415', async () => {
      const response = await put('application/json; charset=utf-16le', Buffer.from('{"remark":"x"}', 'utf16le'));
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ code: 41500 });
    });

    it('accepts UTF-8 however the charset is spelled', async () => {
      const response = await put('application/json; charset="UTF-8"', Buffer.from('{"remark":"café"}'));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ data: { remark: 'café' } });
    });

    it('refuses prototype keys in a body', async () => {
      const response = await put('application/json', Buffer.from('{"remark":"x","__proto__":{"isAdmin":true}}'));
      expect(response.status).toBe(400);
    });
  });

  describe('nesting', () => {
    const login = (payload: string, headers: Record<string, string> = {}) =>
      t.raw<{ code: number; message: string; data: { field?: string } | null }>({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

    it.each([33, 5_000, 32_000])('answers a sign-in body nested %i deep with 400 naming the body, unauthenticated, before anything walks it', async (depth) => {
      const response = await login(`{"username":${arrays(depth - 1)},"password":"x"}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 40001, message: 'The body nests deeper than 32 levels', data: { field: 'body' } });
    });

    it('says so in Chinese', async () => {
      const response = await login(arrays(100), { 'accept-language': 'zh' });
      expect(response.body.message).toBe('请求体嵌套超过 32 层');
    });

    it('reads a body at the limit as usual: the contract then refuses its shape, naming the field', async () => {
      const response = await login(`{"username":${arrays(31)},"password":"x"}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 40000, data: { field: 'username' } });
    });

    it('counts only brackets outside strings: a password made of brackets signs in as any other', async () => {
      const response = await login(JSON.stringify({ username: 'nobody-here', password: '[{'.repeat(60) }));
      expect(response.status).toBe(401);
    });

    it('refuses a list filter nested past the limit with 400 naming the filter', async () => {
      const filter = `{"q":${arrays(5_000)}}`;
      const response = await t.call<{ code: number; data: { field?: string } }>('listTenants', { token: t.admin, query: { filter } });
      expect(response.status).toBe(400);
      expect(response.body.data.field).toBe('filter');
    });
  });
});
