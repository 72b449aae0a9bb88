// The tests a plain area starts with: its API on both databases (writes, rights, tenants apart,
// refusals in both languages, its events) with its list in the convention's conformance suite,
// the same suite on the console's mocks, and its screens in the console.

/** Names that sort differently by bytes than by a dictionary, in mixed case: what proves a text order. */
const WORDS = ['Acme-Corp', 'acme.io', 'acme_io', 'acme9', 'Globex', 'initech-42', 'umbrella', 'Hooli', 'stark-industries', 'wayne', 'wonka-factory', 'tyrell', 'cyberdyne'];

const ORDER = { text: 'text', integer: 'number', number: 'number', boolean: 'number', choice: 'text', instant: 'instant' };

export function listEntryFile(area) {
  const body = area.written.map((field) => `${field.name}: ${sampleSource(field)}`).join(', ');
  const orders = area.sortFields.map((name) => `${name}: ${ORDER[area.fields.find((field) => field.name === name).kind]}('${name}')`).join(', ');
  const searched = area.searched.map((field) => `row['${field.name}']`).join(', ');
  const exact = area.exactFilters.map((field) => {
    const value = field.kind === 'boolean' ? 'true' : `'${field.choices[0]}'`;
    return `    { name: '${field.name}', filter: { ${field.name}: ${value} }, keeps: (row) => row['${field.name}'] === ${value} },`;
  });
  const bad = area.exactFilters.map((field) =>
    field.kind === 'boolean'
      ? `    ['{"${field.name}":1}', 'Field filter.${field.name} must be true or false'],`
      : `    ['{"${field.name}":"nope"}', /^Field filter\\.${field.name} must be /],`,
  );
  const helpers = [...new Set(area.sortFields.map((name) => ORDER[area.fields.find((field) => field.name === name).kind]))].sort();
  return `import { every, ${helpers.join(', ')}, lower, middle, type FilterCase, type ListUnderTest } from '../list-conformance.js';

// Written by \`npm run new:area ${area.tag}\`: the list as the conformance suite checks it, on the server
// (tests/server/api/${area.tag}.test.ts) and on the console's mocks (tests/console/contract/${area.tag}-mock-list.node.test.ts).

type Row = Record<string, unknown>;

/** The \`n\`th sample: every field the contract lets a create send, varied so that orders and filters tell rows apart. */
export const sample = (n: number): Row => ({ ${body} });

function filters(rows: Row[]): FilterCase[] {
  const word = middle(String(rows[3]?.['${area.searched[0]?.name ?? area.idField}'] ?? ''));
  return [
    { name: 'text anywhere it is searched', filter: { q: word }, keeps: (row) => [${searched}].some((value) => lower(value).includes(lower(word))) },
${exact.join('\n')}
    { name: 'ids', filter: { id: every(rows, 3).map((row) => row['${area.idField}']) }, keeps: (row) => every(rows, 3).includes(row) },
  ];
}

export const ${area.camel}List: Record<string, ListUnderTest> = {
  ${area.ops.list}: {
    path: '${area.path}',
    resource: '${area.tag}',
    id: '${area.idField}',
    defaultDirection: 1,
    orders: { ${orders} },
    filters,
    badFilters: [
${bad.join('\n')}
      ['{"id":"7"}', 'Field filter.id must be a ${area.names.en.toLowerCase()} id or a list of at most 1000 of them'],
    ],
    wholeWithoutParameters: false,
    onePath: '${area.path}',
    notFound: { code: ${area.notFound.code}, english: (id) => \`The acting tenant has no ${area.names.en.toLowerCase()} \${id}\`, chinese: (id) => \`当前租户没有编号为 \${id} 的${area.names.zh ?? area.names.en.toLowerCase()}\` },
  },
};
`;
}

export function serverTestFile(area) {
  const changed = area.written.find((field) => field.kind === 'text' || field.kind === 'integer') ?? area.written[0];
  const changedValue = changed.kind === 'text' ? `'changed'` : '99';
  return `import { beforeAll, describe, expect, it } from 'vitest';
import { listConventionSuite, type ListResponse, type ListTarget } from '../../helpers/list-conformance.js';
import { ${area.camel}List, sample } from '../../helpers/lists/${area.tag}.js';
import { describeApi, useTestApp, type Envelope, type ErrorBody as Refusal } from '../../helpers/test-app.js';

// Written by \`npm run new:area ${area.tag}\`; grow it with what the area does beyond the plain.

type Row = Record<string, unknown>;

describeApi('${area.tag}: a tenant’s records, read by its members, written by its owners', () => {
  const t = useTestApp({ tenants: ['${area.tag}-a', '${area.tag}-b'], member: '${area.tag}-a-member' });

  const make = async (token: string, n: number) => {
    const answer = await t.call<Envelope<Row>>('${area.ops.create}', { token, body: sample(n) });
    if (answer.status !== 201) throw new Error(answer.text);
    return answer;
  };
  const idOf = (answer: { body: Envelope<Row> }) => Number(answer.body.data['${area.idField}']);
  const eventsOf = async (action: string) =>
    (await t.call<Envelope<Array<{ action: string; target: { id: string }; changes: Record<string, unknown> }>>>('listAuditEvents', { token: t.admin, query: { filter: JSON.stringify({ action }), range: '[0,99]' } })).body.data;

  it('makes one, answers it with its address, reads it back, and records the event in the tenant', async () => {
    const made = await make(t.ownerA, 1);
    const id = idOf(made);
    expect(made.headers['location']).toBe(\`/api${area.path}/\${id}\`);
    expect(made.body.data).toMatchObject(sample(1));
    const read = await t.call<Envelope<Row>>('${area.ops.get}', { token: t.ownerA, params: { id } });
    expect([read.status, read.body.data]).toEqual([200, made.body.data]);
    const [event] = await eventsOf('${area.singular}.created');
    expect(event?.target.id).toBe(String(t.a));
    expect(event?.changes['${area.singular}']).toEqual({ before: id, after: id });
  });
${area.ops.update ? `
  it('changes what is sent, records the change, and records nothing for a change to nothing', async () => {
    const id = idOf(await make(t.ownerA, 2));
    const changed = await t.call<Envelope<Row>>('${area.ops.update}', { token: t.ownerA, params: { id }, body: { ${changed.name}: ${changedValue} } });
    expect([changed.status, changed.body.data['${changed.name}']]).toEqual([200, ${changedValue}]);
    const before = (await eventsOf('${area.singular}.updated')).length;
    expect(before).toBeGreaterThanOrEqual(1);
    const again = await t.call<Envelope<Row>>('${area.ops.update}', { token: t.ownerA, params: { id }, body: { ${changed.name}: ${changedValue} } });
    expect(again.status).toBe(200);
    expect(await eventsOf('${area.singular}.updated')).toHaveLength(before);
  });
` : ''}${area.ops.delete ? `
  it('deletes one, after which it is not found, in English and in Chinese', async () => {
    const id = idOf(await make(t.ownerA, 3));
    expect((await t.call('${area.ops.delete}', { token: t.ownerA, params: { id } })).status).toBe(204);
    const english = await t.call<Refusal>('${area.ops.get}', { token: t.ownerA, params: { id } });
    expect([english.status, english.body]).toEqual([404, { code: ${area.notFound.code}, message: \`The acting tenant has no ${area.names.en.toLowerCase()} \${String(id)}\`, data: { field: 'id' } }]);
    const chinese = await t.call<Refusal>('${area.ops.get}', { token: t.ownerA, params: { id }, headers: { 'accept-language': 'zh-CN' } });
    expect(chinese.body.message).toBe(\`当前租户没有编号为 \${String(id)} 的${area.names.zh ?? area.names.en.toLowerCase()}\`);
    expect(await eventsOf('${area.singular}.deleted')).toHaveLength(1);
  });
` : ''}
  it('lets members read and refuses them every write', async () => {
    const id = idOf(await make(t.ownerA, 4));
    expect((await t.call('${area.ops.list}', { token: t.member })).status).toBe(200);
    expect((await t.call('${area.ops.get}', { token: t.member, params: { id } })).status).toBe(200);
    const refusals = [
      await t.call<Refusal>('${area.ops.create}', { token: t.member, body: sample(5) }),
${area.ops.update ? `      await t.call<Refusal>('${area.ops.update}', { token: t.member, params: { id }, body: { ${changed.name}: ${changedValue} } }),\n` : ''}${area.ops.delete ? `      await t.call<Refusal>('${area.ops.delete}', { token: t.member, params: { id } }),\n` : ''}    ];
    for (const refusal of refusals) expect([refusal.status, refusal.body.code]).toEqual([403, 40303]);
  });

  it('keeps each tenant’s apart: another tenant’s id is not found, and its list does not show it', async () => {
    const id = idOf(await make(t.ownerA, 6));
    const other = await t.call<Refusal>('${area.ops.get}', { token: t.ownerB, params: { id } });
    expect([other.status, other.body.code]).toEqual([404, ${area.notFound.code}]);
${area.ops.delete ? `    expect((await t.call<Refusal>('${area.ops.delete}', { token: t.ownerB, params: { id } })).status).toBe(404);\n` : ''}    const listed = await t.call<Envelope<Row[]>>('${area.ops.list}', { token: t.ownerB });
    expect(listed.body.data.map((row) => row['${area.idField}'])).not.toContain(id);
  });

  it('refuses a body the contract does not allow, naming the field, in the language asked for', async () => {
    const english = await t.call<Refusal>('${area.ops.create}', { token: t.ownerA, body: { ...sample(7), unexpected: 1 } });
    expect([english.status, english.body.code]).toEqual([400, 40000]);
    const chinese = await t.call<Refusal>('${area.ops.create}', { token: t.ownerA, body: {}, headers: { 'accept-language': 'zh-CN' } });
    expect([chinese.status, chinese.body.code]).toEqual([400, 40000]);
    expect(chinese.body.message).toMatch(/[\\u4e00-\\u9fff]/);
  });

  describe('its list, in the convention every list follows', () => {
    beforeAll(async () => {
      for (let n = 0; n < 13; n += 1) await make(t.admin, n);
    });
    const target: ListTarget = {
      get: async (path, query = {}, headers = {}): Promise<ListResponse> => {
        const search = new URLSearchParams(query).toString();
        const response = await t.raw<Envelope>({ method: 'GET', url: \`/api\${path}\${search ? \`?\${search}\` : ''}\`, headers: { authorization: \`Bearer \${t.admin}\`, ...headers } });
        const range = response.headers['content-range'];
        return { status: response.status, contentRange: range === undefined ? undefined : String(range), body: response.body };
      },
      getText: () => Promise.reject(new Error('${area.tag} has no export')),
    };
    listConventionSuite(() => target, ${area.camel}List);
  });
});
`;
}

function sampleSource(field) {
  if (field.kind === 'text') return `String(${JSON.stringify(WORDS).replaceAll('"', "'")}[n % ${WORDS.length}]${field.name === 'name' ? '' : ` + ' ${field.name}'`})${field.maxLength ? `.slice(0, ${field.maxLength})` : ''}`;
  if (field.kind === 'integer' || field.kind === 'number') return '(n * 37) % 100';
  if (field.kind === 'boolean') return 'n % 3 === 0';
  if (field.kind === 'choice') return `(${JSON.stringify(field.choices).replaceAll('"', "'")} as const)[n % ${field.choices.length}] ?? '${field.choices[0]}'`;
  return 'null';
}

export function mockListTestFile(area) {
  return `import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe } from 'vitest';
import { handlers } from '../../../src/mocks/handlers';
import { listConventionSuite } from '../../helpers/list-conformance';
import { ${area.camel}List } from '../../helpers/lists/${area.tag}';
import { mswListTarget } from '../../helpers/msw-list-target';

// Written by \`npm run new:area ${area.tag}\`: another team's tests of this list pass on the mocks exactly when they pass on the server.
describe("${area.tag}' list, on the console's mocks (VITE_MOCK=1)", () => {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  listConventionSuite(() => mswListTarget, ${area.camel}List);
});
`;
}

export function consoleTestFile(area) {
  const required = area.written.filter((field) => field.kind === 'text' && !(field.name in area.createDefaults));
  return `import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKey } from '../../../src/lib/storage-keys';
import { signIn } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';

// Written by \`npm run new:area ${area.tag}\`: the declared screens over the mocks' rows.
describe('${area.tag}', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signIn();
    localStorage.setItem(StorageKey.currentTenantId, '2');
  });

  it('lists the acting tenant’s ${area.names.enPlural.toLowerCase()} under their menu entry, each row opening its page', async () => {
    await renderConsole('/${area.camel}');
    expect(await screen.findByRole('heading', { level: 1, name: '${area.names.enPlural}' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '${area.names.enPlural}' })).toHaveAttribute('href', '/${area.camel}');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    const first = screen.getAllByRole('row')[1];
    if (!first) throw new Error('no row');
    await userEvent.setup().click(within(first).getAllByRole('cell')[1] ?? first);
    await waitFor(() => expect(window.location.pathname).toMatch(/^\\/${area.camel}\\/\\d+\\/show$/));
    expect(await screen.findByRole('heading', { level: 1, name: '${area.names.en}' })).toBeInTheDocument();
  });
${area.ops.create && required.length ? `
  it.each([
    ['en', 'Save', /^${required[0].title}/],
    ['zh', '保存', /^${required[0].titleZh ?? required[0].title}/],
  ] as const)('in %s, checks what the contract checks before sending anything, then sends it', async (language, save, label) => {
    const sent: unknown[] = [];
    server.use(
      http.post('*${area.path}', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: 0, message: 'ok', data: { ${area.idField}: 1 } }, { status: 201 });
      }),
    );
    await renderConsole('/${area.camel}/create', language);
    const person = userEvent.setup();
    const input = await screen.findByLabelText(label);
    // Nothing typed, nothing to send.
    expect(screen.getByRole('button', { name: save })).toBeDisabled();
${required[0].maxLength ? `    await person.click(input);
    await person.paste('x'.repeat(${required[0].maxLength + 1}));
    await person.click(screen.getByRole('button', { name: save }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(sent).toEqual([]);
    await person.clear(input);
` : ''}    await person.click(input);
    await person.paste('Sample');
    await person.click(screen.getByRole('button', { name: save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ ${required[0].name}: 'Sample' });
  });
` : ''}});
`;
}
