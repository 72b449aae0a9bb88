import { beforeAll, describe, expect, it } from 'vitest';
import { ContractValidator, type ContractOperationInfo, type JsonSchema } from './contract-validator.js';

/**
 * The list convention (`sort`, `range`, `filter` as ra-data-simple-rest sends them,
 * `Content-Range`, and a 400 naming the parameter for a malformed one), written once and run
 * against every implementation of it: the server on each database, the mock server, and the
 * console's mocks. Whatever rows a target holds, each answer must be what this oracle makes of
 * the whole list, so two implementations cannot drift apart without one of them failing here.
 */

export interface ListResponse {
  status: number;
  contentRange: string | undefined;
  body: { code: number; message: string; data: unknown };
}

export interface ListTarget {
  /** GETs a path under `/api` with these query parameters, signed in as an administrator. */
  get(path: string, query?: Record<string, string>, headers?: Record<string, string>): Promise<ListResponse>;
  /** The same, for an answer that is not JSON (a CSV export). */
  getText(path: string, query?: Record<string, string>): Promise<{ status: number; contentType: string | undefined; text: string }>;
}

type Row = Record<string, unknown>;
type Order = (a: Row, b: Row) => number;

export interface FilterCase {
  name: string;
  filter: Record<string, unknown>;
  keeps: (row: Row) => boolean;
}

/** One list of the convention, as the suite checks it: an area's own test may hand it its list (`npm run new:area` writes one). */
export interface ListUnderTest {
  path: string;
  resource: string;
  id: string;
  /** The order without `sort`, as the id's direction (every default order is by id). */
  defaultDirection: 1 | -1;
  /** Each sort field's order, ascending; ties go by id in the same direction. */
  orders: Record<string, Order>;
  /** Filters made from the rows the target holds, with what each keeps. */
  filters: (rows: Row[]) => FilterCase[];
  /** Malformed filters and the message (English) the server answers each with. */
  badFilters: Array<[string, string | RegExp]>;
  /** The tenant lists answer every row, unpaged, when no parameter of the convention is given. */
  wholeWithoutParameters: boolean;
  /** When set, the rows are read from this list (the tenants' summaries lack the domains the search reads). */
  oracleFrom?: string;
  /** Where one row is read by its id (`<path>/<id>`), when the list's rows are whole. */
  onePath?: string;
  /** The server's 404 for an id it holds no row for, in English and Chinese: at `onePath` and at `below` under it. */
  notFound?: { code: number; english: (id: number) => string; chinese: (id: number) => string };
  /** A list read below one row's path (`<onePath>/<id>/<below>`), which names the row by the same id. */
  below?: string;
  /** The CSV export of the same rows, filtered alike, and its order by id. */
  exportPath?: string;
}

/** Byte order of the UTF-8 form, as the server sorts names on either database. */
export const bytes = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
export const text = (field: string): Order => (a, b) => bytes(String(a[field]).toLowerCase(), String(b[field]).toLowerCase());
export const number = (field: string): Order => (a, b) => Number(a[field]) - Number(b[field]);
/** Instants in time order, never (`null`) first. */
export const instant = (field: string): Order => (a, b) => {
  const [x, y] = [a[field], b[field]];
  if (x === null || y === null) return x === y ? 0 : x === null ? -1 : 1;
  return Date.parse(String(x)) - Date.parse(String(y));
};

export const lower = (value: unknown) => String(value ?? '').toLowerCase();
/** A piece from the middle of a text: what a person types to find it. */
export const middle = (value: string, length = 4) => value.slice(Math.max(0, Math.floor((value.length - length) / 2)), Math.max(0, Math.floor((value.length - length) / 2)) + length);
export const every = <T>(items: T[], step: number) => items.filter((_, index) => index % step === 0);

function tenantSearch(q: string): (row: Row) => boolean {
  const needle = q.trim().toLowerCase();
  return (row) => {
    if (/^\d{1,10}$/.test(needle) && Number(needle) === row['tenantId']) return true;
    const name = lower(row['username']);
    if (needle.length < 3) return name.startsWith(needle);
    return name.includes(needle) || (row['domains'] as Array<{ name: string }>).some((domain) => domain.name.includes(needle));
  };
}

const TENANT_ORDERS: Record<string, Order> = {
  tenantId: number('tenantId'),
  username: text('username'),
  enabled: number('enabled'),
  createdAt: instant('createdAt'),
  updatedAt: instant('updatedAt'),
};

function tenantFilters(rows: Row[]): FilterCase[] {
  const named = rows[Math.floor(rows.length / 2)] as Row;
  const withDomain = rows.find((row) => (row['domains'] as unknown[]).length > 0);
  const name = String(named['username']);
  const q = (query: string, why: string): FilterCase => ({ name: `q ${why} (${JSON.stringify(query)})`, filter: { q: query }, keeps: tenantSearch(query) });
  return [
    { name: 'enabled', filter: { enabled: true }, keeps: (row) => row['enabled'] === true },
    { name: 'disabled', filter: { enabled: false }, keeps: (row) => row['enabled'] === false },
    ...[every(rows, 3).map((row) => row['tenantId']), rows[1]?.['tenantId']].map((id) => ({
      name: `id ${JSON.stringify(id)}`,
      filter: { id },
      keeps: (row: Row) => (Array.isArray(id) ? id.includes(row['tenantId']) : row['tenantId'] === id),
    })),
    q(middle(name), 'inside a username'),
    q(`  ${middle(name).toUpperCase()} `, 'without regard to case, trimmed'),
    q(name.slice(0, 2), 'of two characters: the start of a username'),
    q(String(named['tenantId']), 'equal to an id'),
    ...(withDomain ? [q(middle((withDomain['domains'] as Array<{ name: string }>)[0]?.name ?? '', 6), 'inside a domain')] : []),
    { name: 'q and enabled together', filter: { q: name.slice(0, 1), enabled: true }, keeps: (row) => tenantSearch(name.slice(0, 1))(row) && row['enabled'] === true },
  ];
}

const TENANT_BAD_FILTERS: Array<[string, string | RegExp]> = [
  ['{"enabled":"yes"}', 'Field filter.enabled must be true or false'],
  ['{"id":[0]}', 'Field filter.id must be a tenant id or a list of at most 1000 of them'],
  [JSON.stringify({ q: 'x'.repeat(201) }), 'Field filter.q must be text of at most 200 characters'],
  ['{"name":"acme"}', "Unknown filter 'name'; use q, enabled, id, state"],
];

function userFilters(rows: Row[]): FilterCase[] {
  const someone = rows[Math.floor(rows.length / 2)] as Row;
  const withEmail = rows.find((row) => row['email'] !== null && row['userId'] !== someone['userId']);
  const search = (q: string) => (row: Row) =>
    (/^\d{1,9}$/.test(q) && Number(q) === row['userId']) || ['username', 'displayName', 'email'].some((field) => lower(row[field]).includes(q.trim().toLowerCase()));
  const q = (query: string, why: string): FilterCase => ({ name: `q ${why} (${JSON.stringify(query)})`, filter: { q: query }, keeps: search(query) });
  return [
    { name: 'owners', filter: { role: 'owner' }, keeps: (row) => row['role'] === 'owner' },
    { name: 'members', filter: { role: 'member' }, keeps: (row) => row['role'] === 'member' },
    { name: 'disabled', filter: { enabled: false }, keeps: (row) => row['enabled'] === false },
    { name: 'ids', filter: { id: every(rows, 2).map((row) => row['userId']) }, keeps: (row) => every(rows, 2).includes(row) },
    q(middle(String(someone['username'])).toUpperCase(), 'inside a username, without regard to case'),
    q(middle(String(someone['displayName']), 5), 'inside a display name'),
    ...(withEmail ? [q(String(withEmail['email']).split('@')[0] ?? '', 'inside an email')] : []),
    { name: 'members that are enabled', filter: { role: 'member', enabled: true }, keeps: (row) => row['role'] === 'member' && row['enabled'] === true },
  ];
}

function auditFilters(rows: Row[]): FilterCase[] {
  const chronological = [...rows].sort(number('eventId'));
  const one = chronological[Math.floor(rows.length / 2)] as Row;
  const actor = one['actor'] as { userId: number | null; username: string };
  const target = one['target'] as { type: string; id: string };
  const from = String(chronological[Math.floor(rows.length / 4)]?.['at']);
  const to = String(chronological[Math.floor((rows.length * 3) / 4)]?.['at']);
  const actions = [...new Set(rows.map((row) => String(row['action'])))].slice(0, 2);
  return [
    { name: 'one action', filter: { action: one['action'] }, keeps: (row) => row['action'] === one['action'] },
    { name: 'a list of actions', filter: { action: actions }, keeps: (row) => actions.includes(String(row['action'])) },
    { name: "the actor's name, without regard to case", filter: { actor: actor.username.toUpperCase() }, keeps: (row) => lower((row['actor'] as { username: string }).username) === actor.username.toLowerCase() },
    ...(actor.userId === null ? [] : [{ name: "the actor's id", filter: { actorId: actor.userId }, keeps: (row: Row) => (row['actor'] as { userId: number | null }).userId === actor.userId }]),
    { name: 'the target', filter: { targetType: target.type, targetId: target.id }, keeps: (row) => (row['target'] as { type: string }).type === target.type && (row['target'] as { id: string }).id === target.id },
    { name: 'from included, to excluded', filter: { from, to }, keeps: (row) => Date.parse(String(row['at'])) >= Date.parse(from) && Date.parse(String(row['at'])) < Date.parse(to) },
    { name: 'ids', filter: { id: every(rows, 3).map((row) => row['eventId']) }, keeps: (row) => every(rows, 3).includes(row) },
  ];
}

/** The two tenant lists: the same rows, orders, filters and refusals; the summaries lack the domains. */
const TENANT_LIST = {
  resource: 'tenants',
  id: 'tenantId',
  defaultDirection: 1,
  orders: TENANT_ORDERS,
  filters: tenantFilters,
  badFilters: TENANT_BAD_FILTERS,
  wholeWithoutParameters: true,
} as const;

const LISTS: Record<string, ListUnderTest> = {
  listTenantsWithDomains: {
    ...TENANT_LIST,
    path: '/v1/admin/tenant/with-domains',
    onePath: '/v1/admin/tenant',
    notFound: { code: 40401, english: (id) => `Tenant ${id} does not exist`, chinese: (id) => `租户 ${id} 不存在` },
    below: 'invitations',
    exportPath: '/v1/admin/tenant/export',
  },
  listTenants: {
    ...TENANT_LIST,
    path: '/v1/admin/tenant',
    oracleFrom: '/v1/admin/tenant/with-domains',
  },
  listUsers: {
    path: '/v1/users',
    resource: 'users',
    id: 'userId',
    defaultDirection: 1,
    orders: { userId: number('userId'), username: text('username'), role: text('role'), enabled: number('enabled'), createdAt: instant('createdAt'), lastSignInAt: instant('lastSignInAt') },
    filters: userFilters,
    badFilters: [
      ['{"role":"boss"}', "Field filter.role must be 'owner' or 'member'"],
      ['{"id":"7"}', 'Field filter.id must be a user id or a list of at most 1000 of them'],
      ['{"enabled":1}', 'Field filter.enabled must be true or false'],
    ],
    wholeWithoutParameters: false,
    onePath: '/v1/users',
    notFound: { code: 40402, english: (id) => `User ${id} does not exist in this tenant`, chinese: (id) => `此租户中不存在用户 ${id}` },
    below: 'api-tokens',
  },
  listAuditEvents: {
    path: '/v1/audit-events',
    resource: 'audit-events',
    id: 'eventId',
    defaultDirection: -1,
    orders: { at: number('eventId'), eventId: number('eventId') },
    filters: auditFilters,
    badFilters: [
      ['{"action":"tenant.exploded"}', /^Field filter\.action must be an audit action or a list of them: auth\.signIn\.succeeded, /],
      ['{"from":"yesterday"}', 'Field filter.from must be an ISO 8601 date-time such as 2026-11-22T08:00:00Z'],
      ['{"actorId":0}', 'Field filter.actorId must be a whole number from 1'],
      ['{"targetType":"domain"}', "Field filter.targetType must be 'tenant' or 'user'"],
    ],
    wholeWithoutParameters: false,
    onePath: '/v1/audit-events',
    notFound: { code: 40403, english: (id) => `Audit event ${id} does not exist`, chinese: (id) => `审计事件 ${id} 不存在` },
    exportPath: '/v1/audit-events/export',
  },
};

const WHOLE = '[0,999]';
const contract = new ContractValidator();

/** Every field the contract names for the rows of an operation's success (`data`, or each item of it), in name order. */
function rowFields(operation: ContractOperationInfo | undefined): string[] {
  const envelope = operation?.responses['200']?.content?.['application/json']?.schema as JsonSchema | undefined;
  const data = (envelope?.['properties'] as Record<string, JsonSchema> | undefined)?.['data'];
  const row = data?.['type'] === 'array' ? (data['items'] as JsonSchema | undefined) : data;
  return Object.keys((row?.['properties'] as Record<string, unknown> | undefined) ?? {}).sort();
}

/** The `it`s of the convention, for the target the caller's `beforeAll` makes; call inside a `describe`. */
export function listConventionSuite(target: () => ListTarget, lists: Record<string, ListUnderTest> = LISTS): void {
  for (const [operationId, list] of Object.entries(lists)) {
    describe(`${operationId} (${list.path})`, () => {
      let rows: Row[];
      const ids = (data: unknown) => (data as Row[]).map((row) => row[list.id]);
      const sorted = (order: Order, direction: 1 | -1, from: Row[] = rows) =>
        [...from].sort((a, b) => direction * (order(a, b) || Number(a[list.id]) - Number(b[list.id]))).map((row) => row[list.id]);
      const byId = number(list.id);

      /** GETs the list, and holds the answer to the contract. */
      const get = async (query: Record<string, string>, headers: Record<string, string> = {}, path = list.path) => {
        const response = await target().get(path, query, headers);
        const url = `/api${path}?${new URLSearchParams(query)}`;
        const problems = contract.problems(contract.match('GET', url), {
          statusCode: response.status,
          headers: { 'content-type': 'application/json', ...(response.contentRange !== undefined && { 'content-range': response.contentRange }) },
          body: JSON.stringify(response.body),
        });
        expect(problems, `${url} → ${response.status}`).toEqual([]);
        return response;
      };

      beforeAll(async () => {
        const whole = await get({ range: WHOLE, sort: JSON.stringify([list.id, 'ASC']) }, {}, list.oracleFrom ?? list.path);
        expect(whole.status).toBe(200);
        rows = whole.body.data as Row[];
      });

      it('holds enough rows to show paging, sorting and filtering', () => {
        expect(rows.length).toBeGreaterThanOrEqual(12);
      });

      it('answers the page asked for, and its place in the whole in Content-Range', async () => {
        const all = await get({ range: WHOLE });
        expect(all.status).toBe(200);
        expect(all.contentRange).toBe(`${list.resource} 0-${rows.length - 1}/${rows.length}`);
        const order = sorted(byId, list.defaultDirection);
        expect(ids(all.body.data)).toEqual(order);
        const page = await get({ range: '[5,9]' });
        expect(page.status).toBe(200);
        expect(page.contentRange).toBe(`${list.resource} 5-9/${rows.length}`);
        expect(ids(page.body.data)).toEqual(order.slice(5, 10));
      });

      it('answers a range past the end with no rows and the total', async () => {
        const past = await get({ range: `[${rows.length + 5},${rows.length + 9}]` });
        expect(past.status).toBe(200);
        expect(past.body.data).toEqual([]);
        expect(past.contentRange).toBe(`${list.resource} */${rows.length}`);
      });

      if (list.wholeWithoutParameters) {
        it('answers every row, oldest first and without Content-Range, when no parameter is given', async () => {
          const whole = await get({});
          expect(whole.status).toBe(200);
          expect(whole.contentRange).toBeUndefined();
          expect(ids(whole.body.data)).toEqual(sorted(byId, 1));
        });
      }

      it('sends every field the contract names for a row, in an envelope that says ok', async () => {
        const page = await get({ range: '[0,9]' });
        expect(page.status).toBe(200);
        expect(page.body.message).toBe('ok');
        const fields = rowFields(contract.match('GET', `/api${list.path}`));
        expect(fields.length).toBeGreaterThanOrEqual(3);
        for (const row of page.body.data as Row[]) expect(Object.keys(row).sort(), JSON.stringify(row)).toEqual(fields);
      });

      if (list.onePath !== undefined) {
        const onePath = list.onePath;
        it('answers a row read by its id as the list shows it, with every field the contract names', async () => {
          const fields = rowFields(contract.match('GET', `/api${onePath}/1`));
          for (const row of every(rows, 5)) {
            const one = await get({}, {}, `${onePath}/${String(row[list.id])}`);
            expect(one.status).toBe(200);
            expect(one.body).toEqual({ code: 0, message: 'ok', data: row });
            expect(Object.keys(row).sort()).toEqual(fields);
          }
        });
      }

      const notFound = list.notFound;
      if (list.onePath !== undefined && notFound !== undefined) {
        const onePath = list.onePath;
        it('answers an id it holds no row for with 404, its code and its words, in the language asked for', async () => {
          const absent = Math.max(...rows.map((row) => Number(row[list.id]))) + 1000;
          const english = await get({}, {}, `${onePath}/${absent}`);
          expect(english.status).toBe(404);
          expect(english.body).toEqual({ code: notFound.code, message: notFound.english(absent), data: { field: 'id' } });
          const chinese = await get({}, { 'accept-language': 'zh-CN,zh;q=0.9' }, `${onePath}/${absent}`);
          expect(chinese.status).toBe(404);
          expect(chinese.body).toEqual({ code: notFound.code, message: notFound.chinese(absent), data: { field: 'id' } });
          if (list.below !== undefined) {
            const below = await get({}, {}, `${onePath}/${absent}/${list.below}`);
            expect(below.status, list.below).toBe(404);
            expect(below.body, list.below).toEqual({ code: notFound.code, message: notFound.english(absent), data: { field: 'id' } });
            const held = await get({}, {}, `${onePath}/${String(rows[0]?.[list.id])}/${list.below}`);
            expect(held.status, list.below).toBe(200);
          }
        });
      }

      if (list.exportPath !== undefined) {
        const exportPath = list.exportPath;
        it('exports the rows each filter keeps as CSV, in the order of the list, and refuses a malformed filter alike', async () => {
          for (const { name, filter, keeps } of list.filters(rows)) {
            const answer = await target().getText(exportPath, { filter: JSON.stringify(filter) });
            expect(answer.status, name).toBe(200);
            expect(answer.contentType, name).toBe('text/csv; charset=utf-8');
            const lines = answer.text.split('\r\n').slice(1).filter((line) => line !== '');
            expect(lines.map((line) => Number(line.split(',')[0])), name).toEqual(sorted(byId, list.defaultDirection, rows.filter(keeps)));
          }
          const [filter, message] = list.badFilters[0] ?? ['', ''];
          const refused = await target().getText(exportPath, { filter });
          expect(refused.status).toBe(400);
          expect(JSON.parse(refused.text)).toMatchObject({ code: 40000, data: { field: 'filter' } });
          expect(JSON.parse(refused.text).message).toMatch(message);
        });
      }

      it('sorts by every field it offers, both ways, ties broken by the id in the same direction', async () => {
        for (const [field, order] of Object.entries(list.orders)) {
          for (const [direction, sign] of [['ASC', 1], ['DESC', -1]] as const) {
            const answer = await get({ sort: JSON.stringify([field, direction]), range: WHOLE });
            expect(answer.status, `${field} ${direction}`).toBe(200);
            expect(ids(answer.body.data), `${field} ${direction}`).toEqual(sorted(order, sign));
          }
        }
      });

      it('keeps the rows every key of the filter matches, and counts them in Content-Range', async () => {
        const cases = list.filters(rows);
        let narrowed = 0;
        for (const { name, filter, keeps } of cases) {
          const answer = await get({ filter: JSON.stringify(filter), range: WHOLE });
          const expected = sorted(byId, list.defaultDirection, rows.filter(keeps));
          expect(answer.status, name).toBe(200);
          expect(ids(answer.body.data), name).toEqual(expected);
          expect(answer.contentRange, name).toBe(expected.length === 0 ? `${list.resource} */0` : `${list.resource} 0-${expected.length - 1}/${expected.length}`);
          if (expected.length > 0 && expected.length < rows.length) narrowed += 1;
        }
        // Filters that keep everything or nothing would prove little.
        expect(narrowed).toBeGreaterThanOrEqual(cases.length - 2);
      });

      it('filters, sorts and pages at once', async () => {
        const [field, order] = Object.entries(list.orders)[1] ?? [];
        const { filter, keeps } = list.filters(rows)[0] ?? { filter: {}, keeps: () => true };
        const expected = sorted(order ?? byId, -1, rows.filter(keeps));
        const answer = await get({ filter: JSON.stringify(filter), sort: JSON.stringify([field, 'DESC']), range: '[1,3]' });
        expect(answer.status).toBe(200);
        const page = expected.slice(1, 4);
        expect(ids(answer.body.data)).toEqual(page);
        expect(answer.contentRange).toBe(page.length === 0 ? `${list.resource} */${expected.length}` : `${list.resource} 1-${page.length}/${expected.length}`);
      });

      it('refuses a malformed parameter with 400, naming it, in the language asked for', async () => {
        const fields = Object.keys(list.orders).join(', ');
        const bad: Array<[Record<string, string>, string, string | RegExp]> = [
          [{ sort: 'username' }, 'sort', 'Field sort must be JSON'],
          [{ sort: `["${list.id}"]` }, 'sort', 'Field sort must be ["field", "ASC"] or ["field", "DESC"]'],
          [{ sort: `["${list.id}","asc"]` }, 'sort', 'Field sort must be ["field", "ASC"] or ["field", "DESC"]'],
          [{ sort: '["nope","ASC"]' }, 'sort', `Cannot sort by 'nope'; use one of ${fields}`],
          [{ range: '[0,' }, 'range', 'Field range must be JSON'],
          [{ range: '[9,5]' }, 'range', 'Field range must be [start, end]: two whole numbers from 0, start not after end'],
          [{ range: '[-1,5]' }, 'range', 'Field range must be [start, end]: two whole numbers from 0, start not after end'],
          [{ range: '[0,1000]' }, 'range', 'Field range may span at most 1000 rows'],
          [{ filter: '["q"]' }, 'filter', 'Field filter must be a JSON object'],
          [{ filter: '{"q":' }, 'filter', 'Field filter must be JSON'],
          ...list.badFilters.map(([filter, message]): [Record<string, string>, string, string | RegExp] => [{ filter }, 'filter', message]),
        ];
        for (const [query, field, message] of bad) {
          const answer = await get(query);
          const what = JSON.stringify(query);
          expect(answer.status, what).toBe(400);
          expect(answer.body, what).toMatchObject({ code: 40000, data: { field } });
          expect(answer.body.message, what).toMatch(typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message);
        }
        const chinese = await get({ range: '[9,5]' }, { 'accept-language': 'zh-CN,zh;q=0.9' });
        expect(chinese.status).toBe(400);
        expect(chinese.body).toEqual({ code: 40000, message: '字段 range 必须是 [start, end]：两个从 0 开始的整数，且 start 不大于 end', data: { field: 'range' } });
      });
    });
  }
}
