import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AttributeDefinition, Tenant, TenantCreate, TenantUpdate } from '../../../src/generated/model';
import { failure, keepingBodies, ok, signIn, tenant } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { answerTenantList } from '../tenant-pages';

const definition = (key: string, en: string, zh: string, type: AttributeDefinition['type'], choices: string[] = []): AttributeDefinition => ({
  key,
  labels: { en, zh },
  type,
  choices,
  required: false,
  unique: false,
  listed: false,
  createdAt: '2026-11-30T09:00:00.000Z',
  updatedAt: '2026-11-30T09:00:00.000Z',
});
const DEFINITIONS = [
  definition('managed', 'Managed', '托管', 'boolean'),
  definition('plan', 'Plan', '套餐', 'enum', ['free', 'team', 'enterprise']),
  definition('renewal_date', 'Renewal date', '续约日期', 'date'),
  definition('seats', 'Seats', '席位', 'number'),
];
const acme: Tenant = { ...tenant(7, 'acme'), attributes: { plan: 'enterprise', seats: 1250, renewal_date: '2027-03-31', managed: true } };

/** The value shown under a label of the page. */
const valueUnder = (label: string) => screen.getByText(label).closest('p')?.nextElementSibling?.textContent;

function serve(one: Tenant, definitions: AttributeDefinition[] | 'failing' = DEFINITIONS) {
  server.use(
    http.get('*/v1/admin/attributes', () => (definitions === 'failing' ? failure(503, 50300, 'The database is unavailable') : ok(definitions))),
    http.get('*/v1/admin/tenant/:id', () => ok(one)),
  );
}

describe('a tenant’s attributes on its page', () => {
  it('are labelled in English and read as their types say, one without a value said to be not set', async () => {
    signIn();
    serve({ ...acme, attributes: { plan: 'enterprise', renewal_date: '2027-03-31', managed: true } });
    await renderConsole('/tenants/7/show');
    expect(await screen.findByText('enterprise')).toBeInTheDocument();
    expect(screen.getByText('Plan')).toBeInTheDocument();
    expect(screen.getByText('Mar 31, 2027')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(valueUnder('Seats')).toBe('Not set');
    expect(valueUnder('Plan')).toBe('enterprise');
  });

  it('are labelled in Chinese, with the numbers and days of its locale', async () => {
    signIn();
    serve(acme);
    await renderConsole('/tenants/7/show', 'zh');
    expect(await screen.findByText('套餐')).toBeInTheDocument();
    expect(screen.getByText('1,250')).toBeInTheDocument();
    expect(screen.getByText('2027年3月31日')).toBeInTheDocument();
    expect(valueUnder('托管')).toBe('是');
  });

  it('show nothing while no attribute is defined, and say so when they cannot be read', async () => {
    signIn();
    serve(acme, []);
    const { unmount } = await renderConsole('/tenants/7/show');
    expect(await screen.findByText('No remark')).toBeInTheDocument();
    expect(screen.queryByText('Plan')).not.toBeInTheDocument();
    unmount();
    serve(acme, 'failing');
    await renderConsole('/tenants/7/show');
    expect(await screen.findByRole('alert')).toHaveTextContent('The attributes could not be loaded: The database is unavailable');
  });
});

/** The edit and create calls, each body kept; a seat count of 9999 is refused as another tenant's, at its input. */
function serveForms(one: Tenant) {
  const sent = { updates: [] as TenantUpdate[], creates: [] as TenantCreate[] };
  server.use(
    keepingBodies('put', '*/v1/admin/tenant/:id', sent.updates, (body) =>
      body.attributes?.['seats'] === 9999
        ? failure(409, 40935, 'Another tenant has the value 9999 of seats, which is unique', 'attributes.seats')
        : ok({ ...one, attributes: { ...one.attributes, ...body.attributes } }),
    ),
    keepingBodies('post', '*/v1/admin/tenant', sent.creates, (body) => ok({ ...tenant(70, body.username), attributes: body.attributes })),
  );
  return sent;
}

// Whole forms filled and sent: a ceiling for a shared machine, not a speed check.
describe('a tenant’s attributes on its forms', { timeout: 60_000 }, () => {
  it('are each an input of its type on the edit page, and only the values changed are sent, an emptied one as null', async () => {
    signIn();
    serve(acme);
    const sent = serveForms(acme);
    await renderConsole('/tenants/7');
    const person = userEvent.setup();
    const seatsInput = await screen.findByRole('spinbutton', { name: 'Seats' });
    expect(seatsInput).toHaveValue(1250);
    await person.clear(seatsInput);
    await person.type(seatsInput, '1500');
    // A date input is emptied as a person does it: cleared, then left (react-admin reads it on blur).
    fireEvent.change(screen.getByLabelText('Renewal date'), { target: { value: '' } });
    fireEvent.blur(screen.getByLabelText('Renewal date'));
    await person.click(screen.getByRole('combobox', { name: 'Managed' }));
    await person.click(await screen.findByRole('option', { name: 'No' }));
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.updates).toHaveLength(1));
    expect(sent.updates[0]).toEqual({ attributes: { seats: 1500, renewal_date: null, managed: false } });
  });

  it('show a value another tenant holds at its own input, in the server’s words', async () => {
    signIn();
    serve(acme);
    serveForms(acme);
    await renderConsole('/tenants/7');
    const person = userEvent.setup();
    const seatsInput = await screen.findByRole('spinbutton', { name: 'Seats' });
    await person.clear(seatsInput);
    await person.type(seatsInput, '9999');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Another tenant has the value 9999 of seats/)).toBeInTheDocument();
    await waitFor(() => expect(seatsInput).toHaveAttribute('aria-invalid', 'true'));
  });

  it('ask for a required one on the create form, in Chinese, and send the values chosen with the new tenant', async () => {
    signIn();
    serve(acme, DEFINITIONS.map((one) => (one.key === 'plan' ? { ...one, required: true } : one)));
    const sent = serveForms(acme);
    await renderConsole('/tenants/create', 'zh');
    const person = userEvent.setup();
    await person.click(await screen.findByRole('textbox', { name: /^租户名称/ }));
    await person.paste('newco');
    await person.click(screen.getByRole('textbox', { name: /^所有者用户名/ }));
    await person.paste('newco-owner');
    await person.click(screen.getByRole('textbox', { name: /^所有者邮箱/ }));
    await person.paste('owner@newco.example');
    await person.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^套餐/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(sent.creates).toEqual([]);
    await person.click(screen.getByRole('combobox', { name: /^套餐/ }));
    await person.click(await screen.findByRole('option', { name: 'team' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('续约日期'), { target: { value: '2027-06-30' } });
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeEnabled());
    await person.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent.creates).toHaveLength(1));
    expect(sent.creates[0]?.attributes).toEqual({ plan: 'team', renewal_date: '2027-06-30' });
  });
});

describe('the attributes shown in the tenants list', { timeout: 60_000 }, () => {
  /** The list's pages, each address asked for kept; Plan and Seats are listed, the others not. */
  function serveList() {
    const asked: URL[] = [];
    const listed = DEFINITIONS.map((one) => (one.key === 'plan' || one.key === 'seats' ? { ...one, listed: true } : one));
    const globex: Tenant = { ...tenant(8, 'globex'), attributes: { plan: 'team' } };
    server.use(
      http.get('*/v1/admin/attributes', () => ok(listed)),
      http.get('*/v1/admin/tenant/with-domains', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url);
        return answerTenantList([acme, globex], url);
      }),
    );
    return asked;
  }

  it('are columns in the reader’s language whose headers sort by the attribute on the server', async () => {
    signIn();
    const asked = serveList();
    await renderConsole('/tenants');
    const header = await screen.findByRole('columnheader', { name: 'Plan' });
    expect(screen.getByRole('columnheader', { name: 'Seats' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Managed' })).not.toBeInTheDocument();
    const acmeRow = screen.getByRole('link', { name: 'acme' }).closest('tr')!;
    expect(within(acmeRow).getByText('enterprise')).toBeInTheDocument();
    expect(within(acmeRow).getByText('1,250')).toBeInTheDocument();
    await userEvent.setup().click(within(header).getByRole('button'));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('sort')).toBe('["attr.plan","ASC"]'));
  });

  it('filter by one of a list from its own choice, the filter in the address as a deep link carries it', async () => {
    signIn();
    const asked = serveList();
    await renderConsole('/tenants', 'zh');
    const choice = await screen.findByRole('combobox', { name: '套餐' });
    await userEvent.setup().selectOptions(choice, 'team');
    await waitFor(() => expect(JSON.parse(asked.at(-1)?.searchParams.get('filter') ?? '{}')).toEqual({ 'attr.plan': 'team' }));
    expect(decodeURIComponent(window.location.search)).toContain('"attr.plan":"team"');
  });

  it('filter by a range of numbers: a bound applies when the field is left or Enter is pressed, and an emptied one goes', async () => {
    signIn();
    const asked = serveList();
    await renderConsole('/tenants');
    const person = userEvent.setup();
    const from = await screen.findByRole('spinbutton', { name: 'Seats from' });
    expect(screen.getByRole('group', { name: 'Seats' })).toBeInTheDocument();
    await person.type(from, '100');
    // Nothing is asked for while typing: not 1, then 10.
    expect(asked.some((url) => url.searchParams.get('filter')?.includes('attr.seats'))).toBe(false);
    await person.keyboard('{Enter}');
    await waitFor(() => expect(JSON.parse(asked.at(-1)?.searchParams.get('filter') ?? '{}')).toEqual({ 'attr.seats': { gte: 100 } }));
    await person.type(screen.getByRole('spinbutton', { name: 'Seats to' }), '2000');
    await person.tab();
    await waitFor(() => expect(JSON.parse(asked.at(-1)?.searchParams.get('filter') ?? '{}')).toEqual({ 'attr.seats': { gte: 100, lte: 2000 } }));
    expect(decodeURIComponent(window.location.search)).toContain('"attr.seats":{"gte":100,"lte":2000}');
    await person.clear(from);
    await person.tab();
    await waitFor(() => expect(JSON.parse(asked.at(-1)?.searchParams.get('filter') ?? '{}')).toEqual({ 'attr.seats': { lte: 2000 } }));
  });

  it('say in Chinese when a range is upside down, and send nothing for it', async () => {
    signIn();
    const asked = serveList();
    await renderConsole('/tenants', 'zh');
    const person = userEvent.setup();
    await person.type(await screen.findByRole('spinbutton', { name: '席位：从' }), '500');
    await person.type(screen.getByRole('spinbutton', { name: '席位：至' }), '20');
    await person.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('席位：起始值大于结束值，不会有任何匹配。');
    expect(screen.getByRole('spinbutton', { name: '席位：从' })).toHaveAttribute('aria-invalid', 'true');
    // The first bound went when its field was left; the upside-down pair never does.
    await waitFor(() => expect(JSON.parse(asked.at(-1)?.searchParams.get('filter') ?? '{}')).toEqual({ 'attr.seats': { gte: 500 } }));
    expect(asked.some((url) => url.searchParams.get('filter')?.includes('lte'))).toBe(false);
  });

  it('show a range a deep link carries in its fields, days included', async () => {
    signIn();
    const listed = DEFINITIONS.map((one) => (one.key === 'renewal_date' ? { ...one, listed: true } : one));
    server.use(
      http.get('*/v1/admin/attributes', () => ok(listed)),
      http.get('*/v1/admin/tenant/with-domains', ({ request }) => answerTenantList([acme], new URL(request.url))),
    );
    await renderConsole(`/tenants?filter=${encodeURIComponent(JSON.stringify({ 'attr.renewal_date': { gte: '2027-01-01' } }))}`);
    expect(await screen.findByLabelText('Renewal date from')).toHaveValue('2027-01-01');
    expect(screen.getByLabelText('Renewal date to')).toHaveValue('');
  });
});
