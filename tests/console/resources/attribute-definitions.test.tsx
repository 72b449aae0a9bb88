import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AttributeDefinition, AttributeDefinitionCreate, AttributeDefinitionUpdate } from '../../../src/generated/model';
import { failure, ok, signIn, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';

const AT = '2026-11-30T09:00:00.000Z';

function definition(key: string, en: string, zh: string, type: AttributeDefinition['type'], overrides: Partial<AttributeDefinition> = {}): AttributeDefinition {
  return { key, labels: { en, zh }, type, choices: [], required: false, unique: false, listed: false, createdAt: AT, updatedAt: AT, ...overrides };
}

const plan = definition('plan', 'Plan', '套餐', 'enum', { choices: ['free', 'team', 'enterprise'], listed: true, required: true });
const seats = definition('seats', 'Seats', '席位', 'number');

/** The contract's attribute calls over a list kept here, each call's body kept for the test to read. */
function serveAttributes(start: AttributeDefinition[]) {
  let definitions = [...start];
  const calls = { creates: [] as AttributeDefinitionCreate[], updates: [] as { key: string; body: AttributeDefinitionUpdate }[], deletes: [] as string[] };
  server.use(
    http.get('*/v1/admin/attributes', () => ok(definitions)),
    http.post('*/v1/admin/attributes', async ({ request }) => {
      const body = (await request.json()) as AttributeDefinitionCreate;
      calls.creates.push(body);
      if (definitions.some((known) => known.key === body.key)) return failure(409, 40933, `The attribute key ${body.key} is taken`, 'key');
      const created = definition(body.key, body.labels.en, body.labels.zh, body.type, { choices: body.choices ?? [], required: body.required, unique: body.unique, listed: body.listed });
      definitions = [...definitions, created];
      return ok(created);
    }),
    http.put('*/v1/admin/attributes/:key', async ({ request, params }) => {
      const body = (await request.json()) as AttributeDefinitionUpdate;
      const key = String(params['key']);
      calls.updates.push({ key, body });
      if (body.type === 'boolean') return failure(409, 40934, '12 tenants have values of seats that are not yes or no: change or remove them first', 'type');
      definitions = definitions.map((known) => (known.key === key ? { ...known, ...body } : known));
      return ok(definitions.find((known) => known.key === key));
    }),
    http.delete('*/v1/admin/attributes/:key', ({ params }) => {
      const key = String(params['key']);
      calls.deletes.push(key);
      definitions = definitions.filter((known) => known.key !== key);
      return ok({ key, valuesDeleted: 3 });
    }),
  );
  return calls;
}

const row = (text: string) => screen.getByText(text).closest('tr')!;

// Whole pages with forms and dialogs: on a busy shared machine some take over 15 s of the default 20.
describe('the tenant attributes administrators define', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());

  it('are listed by key with the label in the shown language, the type in words and the flags', async () => {
    serveAttributes([seats, plan]);
    await renderConsole('/attributes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tenant attributes' })).toBeInTheDocument();
    await screen.findByText('plan');
    const first = row('plan');
    expect(within(first).getByText('Plan')).toBeInTheDocument();
    expect(within(first).getByText('One of a list')).toBeInTheDocument();
    expect(within(row('seats')).getByText('Number')).toBeInTheDocument();
    // Sorted by key, whatever order the server answered in.
    const keys = screen.getAllByRole('row').slice(1).map((line) => line.querySelector('td:nth-child(1)')?.textContent);
    expect(keys).toEqual(['plan', 'seats']);
    expect(screen.getByRole('menuitem', { name: 'Tenant attributes' })).toHaveAttribute('href', '/attributes');
  });

  it('are labelled in Chinese in a Chinese console, and invite the first one when there is none', async () => {
    serveAttributes([plan]);
    const { unmount } = await renderConsole('/attributes', 'zh');
    expect(await screen.findByText('套餐')).toBeInTheDocument();
    expect(screen.getByText('列表中的一项')).toBeInTheDocument();
    unmount();
    serveAttributes([]);
    await renderConsole('/attributes');
    expect(await screen.findByText('No tenant attributes yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create' })).toHaveLength(1);
  });

  it('are offered to administrators alone: anyone else is shown the 403 page and no menu entry', async () => {
    signIn(user(5, 'olivia', { role: 'owner', tenantId: 2 }));
    serveAttributes([plan]);
    await renderConsole('/attributes');
    await waitFor(() => expect(window.location.pathname).toBe('/403'));
    expect(screen.queryByRole('menuitem', { name: 'Tenant attributes' })).not.toBeInTheDocument();
  });

  it('creates one of a list with its choices one a line, sending them trimmed and without blank lines, then opens its page', async () => {
    const calls = serveAttributes([]);
    await renderConsole('/attributes/create');
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/^Key/), 'region');
    await person.type(screen.getByLabelText(/^Label in Chinese/), '地区');
    await person.type(screen.getByLabelText(/^Label in English/), 'Region');
    expect(screen.queryByLabelText(/^Choices/)).not.toBeInTheDocument();
    await person.click(screen.getByLabelText(/^Type/));
    await person.click(await screen.findByRole('option', { name: 'One of a list' }));
    await person.type(await screen.findByLabelText(/^Choices/), ' eu {Enter}{Enter}us{Enter}');
    await person.click(screen.getByLabelText('Column in the tenants list'));
    await person.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(window.location.pathname).toBe('/attributes/region/show'));
    expect(calls.creates).toEqual([
      { key: 'region', labels: { zh: '地区', en: 'Region' }, type: 'enum', choices: ['eu', 'us'], required: false, unique: false, listed: true },
    ]);
    expect(await screen.findByText('eu, us')).toBeInTheDocument();
  });

  it('says in Chinese what is wrong with a key or an empty list of choices, and sends nothing', async () => {
    const calls = serveAttributes([]);
    await renderConsole('/attributes/create', 'zh');
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/^键/), 'Plan Tier');
    await person.click(screen.getByLabelText(/^类型/));
    await person.click(await screen.findByRole('option', { name: '列表中的一项' }));
    await person.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('只能包含小写字母、数字和 _，以字母开头，最多 40 个字符')).toBeInTheDocument();
    expect(screen.getByText('请至少填写一个可选值，每行一个')).toBeInTheDocument();
    expect(calls.creates).toEqual([]);
  });

  it('says a key already taken at its input, as the server words it', async () => {
    const calls = serveAttributes([plan]);
    await renderConsole('/attributes/create');
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/^Key/), 'plan');
    await person.type(screen.getByLabelText(/^Label in Chinese/), '套餐');
    await person.type(screen.getByLabelText(/^Label in English/), 'Plan');
    await person.click(screen.getByLabelText(/^Type/));
    await person.click(await screen.findByRole('option', { name: 'Text' }));
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The attribute key plan is taken/)).toBeInTheDocument();
    expect(calls.creates).toHaveLength(1);
    expect(window.location.pathname).toBe('/attributes/create');
  });

  it('says at the label’s input, in the server’s words without the field’s name, that a label names a field every tenant has', async () => {
    const calls = serveAttributes([plan]);
    server.use(
      http.post('*/v1/admin/attributes', async ({ request }) => {
        calls.creates.push((await request.json()) as AttributeDefinitionCreate);
        return failure(400, 40000, 'Field labels.en: “Remark” is the name of a field every tenant has: choose another label', 'labels.en');
      }),
    );
    await renderConsole('/attributes/create');
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/^Key/), 'note');
    await person.type(screen.getByLabelText(/^Label in Chinese/), '笔记');
    await person.type(screen.getByLabelText(/^Label in English/), 'Remark');
    await person.click(screen.getByLabelText(/^Type/));
    await person.click(await screen.findByRole('option', { name: 'Text' }));
    await person.click(screen.getByRole('button', { name: 'Save' }));
    const english = screen.getByLabelText(/^Label in English/);
    await waitFor(() => expect(english).toHaveAccessibleDescription('“Remark” is the name of a field every tenant has: choose another label'));
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Field labels\.en/)).not.toBeInTheDocument();
    expect(calls.creates).toHaveLength(1);
    expect(window.location.pathname).toBe('/attributes/create');
  });

  it('sends only what an edit changed, and shows the refusal of a type its values would not survive', async () => {
    const calls = serveAttributes([seats]);
    await renderConsole('/attributes/seats');
    const person = userEvent.setup();
    const english = await screen.findByLabelText(/^Label in English/);
    await person.clear(english);
    await person.type(english, 'Licensed seats');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/attributes/seats/show'));
    expect(calls.updates).toEqual([{ key: 'seats', body: { labels: { zh: '席位', en: 'Licensed seats' } } }]);

    await person.click(await screen.findByRole('link', { name: 'Edit' }));
    await person.click(await screen.findByLabelText(/^Type/));
    await person.click(await screen.findByRole('option', { name: 'Yes or no' }));
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/12 tenants have values of seats that are not yes or no/)).toBeInTheDocument();
    expect(calls.updates.at(-1)).toEqual({ key: 'seats', body: { type: 'boolean' } });
    expect(window.location.pathname).toBe('/attributes/seats');
  });

  it('deletes one after a confirmation saying that every tenant’s value goes with it', async () => {
    const calls = serveAttributes([plan, seats]);
    await renderConsole('/attributes/plan/show');
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the tenant attribute plan?' });
    expect(dialog).toHaveTextContent("Every tenant's value of it is deleted with it");
    await person.click(within(dialog).getByRole('button', { name: /Delete|Confirm/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/attributes'));
    expect(calls.deletes).toEqual(['plan']);
    expect(await screen.findByText('seats')).toBeInTheDocument();
    expect(screen.queryByText('Plan')).not.toBeInTheDocument();
  });
});
