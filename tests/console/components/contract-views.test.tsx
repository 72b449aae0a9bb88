import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, Form, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listSessionsResponse } from '../../../src/generated/zod/auth/auth.zod';
import { listTenantsQueryParams, listTenantsResponse } from '../../../src/generated/zod/tenants/tenants.zod';
import { createUserBody, getUserResponse, listUsersQueryParams, listUsersResponse, updateUserBody } from '../../../src/generated/zod/users/users.zod';
import { contractValidators, defineContractViews, listParameters, schemaFields } from '../../../src/components/contract-views';
import { lazyContractViews } from '../../../src/components/contract-views/lazy-contract-views';
import { formatDateTime } from '../../../src/lib/date-time-format';
import { consoleI18n, WithTranslation } from '../console-i18n';

const ada = {
  id: 7,
  userId: 7,
  username: 'ada',
  isAdmin: false,
  tenantId: 2,
  role: 'owner',
  displayName: 'Ada Lovelace',
  email: null,
  enabled: true,
  mustChangePassword: false,
  twoFactorEnabled: false,
  createdAt: '2026-03-02T08:15:00.000Z',
  updatedAt: '2026-03-02T08:15:00.000Z',
  lastSignInAt: null,
};

/** An in-memory data provider holding users, recording what it was asked to write. */
function usersProvider() {
  const written: { create: unknown[]; update: unknown[] } = { create: [], update: [] };
  const provider = {
    getList: () => Promise.resolve({ data: [ada], total: 1 }),
    getOne: () => Promise.resolve({ data: ada }),
    create: (_resource: string, params: { data: Record<string, unknown> }) => {
      written.create.push(params.data);
      return Promise.resolve({ data: { ...ada, ...params.data, id: 8 } });
    },
    update: (_resource: string, params: { data: Record<string, unknown> }) => {
      written.update.push(params.data);
      return Promise.resolve({ data: { ...ada, ...params.data } });
    },
  } as unknown as DataProvider; // Only what these views call; the rest is never reached.
  return { provider, written };
}

const users = defineContractViews({
  name: 'users',
  id: 'userId',
  list: listUsersResponse.shape.data.element,
  listParams: listUsersQueryParams,
  show: getUserResponse.shape.data,
  input: createUserBody,
  update: updateUserBody,
  fields: { isAdmin: { hidden: true }, password: { hidden: true } },
  views: { list: { title: 'resources.users.page.listPlain', fields: ['userId', 'username', 'displayName', 'role', 'enabled', 'createdAt'] } },
});

const USERS_ROUTES = <Route path="/users/*" element={<Resource name="users" list={users.List} show={users.Show} create={users.Create} edit={users.Edit} />} />;

async function renderAdmin(route: string, routes: ReactNode, provider: DataProvider, language: 'en' | 'zh' = 'en') {
  const { i18nProvider, i18next } = await consoleI18n(language);
  render(
    <WithTranslation i18next={i18next}>
      <div id="react-admin-title" />
      <TestMemoryRouter initialEntries={[route]}>
        <AdminContext dataProvider={provider} i18nProvider={i18nProvider}>
          <Routes>{routes}</Routes>
        </AdminContext>
      </TestMemoryRouter>
    </WithTranslation>,
  );
}

describe('what the contract says of a field', () => {
  it('reads kinds, enums, lengths, patterns and what may be left out from the generated zod schemas', () => {
    const fields = Object.fromEntries(schemaFields(createUserBody).map((field) => [field.name, field]));
    expect(fields['username']).toMatchObject({ kind: 'text', optional: false, nullable: false, minLength: 2, maxLength: 64 });
    expect(fields['username']?.pattern).toBe('^[A-Za-z0-9][A-Za-z0-9_.-]{1,63}$');
    expect(fields['email']).toMatchObject({ kind: 'email', optional: true, nullable: true, maxLength: 254 });
    expect(fields['role']).toMatchObject({ kind: 'enum', choices: ['owner', 'member'] });
    expect(fields['isAdmin']).toMatchObject({ kind: 'boolean', optional: true });

    const session = Object.fromEntries(schemaFields(listSessionsResponse.shape.data.element, 'sessionId').map((field) => [field.name, field]));
    expect(session['sessionId']?.kind).toBe('id');
    expect(session['createdAt']?.kind).toBe('dateTime');
    expect(session['browser']).toMatchObject({ kind: 'text', nullable: true, maxLength: 100 });
  });

  it('finds the sortable fields and the filters in the list operation’s parameters, and none without them', () => {
    const tenantFields = schemaFields(listTenantsResponse.shape.data.element).map((field) => field.name);
    const tenants = listParameters(listTenantsQueryParams, tenantFields);
    expect([...tenants.sortable].sort()).toEqual(['enabled', 'tenantId', 'username']);
    // `state` since contract 1.2.0: a field of the summary that the filter's description names.
    expect(tenants.filters).toEqual(['q', 'enabled', 'state']);

    const userFields = schemaFields(listUsersResponse.shape.data.element).map((field) => field.name);
    expect(listParameters(listUsersQueryParams, userFields).filters).toEqual(['q', 'role', 'enabled', 'kind']);
    expect(listParameters(undefined, userFields)).toEqual({ sortable: new Set(), filters: [] });
  });

  it('checks a value as the contract does: required, lengths and pattern', () => {
    const username = schemaFields(createUserBody).find((field) => field.name === 'username');
    if (!username) throw new Error('no username');
    const validate = (value: string) => {
      const failed: unknown = contractValidators({ field: username, override: {}, label: '' }).map((check) => check(value, {}, {})).find(Boolean);
      return typeof failed === 'object' && failed !== null && 'message' in failed ? failed.message : failed;
    };
    expect(validate('')).toBe('ra.validation.required');
    expect(validate('a')).toBe('ra.validation.minLength');
    expect(validate('-ada')).toBe('ra.validation.regex');
    expect(validate('ada')).toBeUndefined();
  });
});

describe('views from the contract', () => {
  let matchMedia: typeof window.matchMedia;
  beforeEach(() => {
    matchMedia = window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('lists records in a table with the view’s columns, labels in the chosen language, sortable headers and filters from the contract', async () => {
    const { provider } = usersProvider();
    await renderAdmin('/users', USERS_ROUTES, provider);
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['ID', 'Username', 'Display name', 'Role', 'State', 'Created']);
    // The contract's sort parameter names every field but the display name.
    const sortable = within(table).getAllByRole('button', { name: /^Sort by/ }).map((button) => button.getAttribute('data-field'));
    expect(sortable).toEqual(['userId', 'username', 'role', 'enabled', 'createdAt']);
    const row = (await within(table).findByText('ada')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('owner')).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime(ada.createdAt, 'en'))).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    expect(screen.getByLabelText('Role')).toBeInTheDocument();
    expect(document.getElementById('react-admin-title')).toHaveTextContent('Users');
  });

  it("gives a resource module the declared views it names, each loaded on its first visit", async () => {
    const load = vi.fn(() => Promise.resolve({ default: users }));
    const views = lazyContractViews(load, ['list', 'show']);
    expect(Object.keys(views)).toEqual(['list', 'show']);
    expect(load).not.toHaveBeenCalled();
    const Show = views.show;
    if (!Show) throw new Error('no show view');
    const { provider } = usersProvider();
    await renderAdmin('/users/7/show', <Route path="/users/*" element={<Resource name="users" show={Show} />} />, provider);
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows one row per record on a phone, the first field first and the others as labelled lines', async () => {
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: /max-width:\s*599/.test(query) });
    const { provider } = usersProvider();
    await renderAdmin('/users', USERS_ROUTES, provider, 'zh');
    const item = (await screen.findByText('ada')).closest('li');
    if (!item) throw new Error('no row');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(item).toHaveTextContent('用户名: ada');
    expect(item).toHaveTextContent(`创建时间: ${formatDateTime(ada.createdAt, 'zh')}`);
  });

  const onEnd = vi.fn();
  const sessions = defineContractViews({
    name: 'sessions',
    id: 'sessionId',
    list: listSessionsResponse.shape.data.element,
    fields: { clientAddress: { render: (session) => `From ${session.clientAddress}` } },
    views: {
      list: {
        layout: 'rows',
        fields: ['userAgent', 'clientAddress', 'current'],
        rowActions: (session) => (session.current ? null : <button onClick={() => onEnd(session.sessionId)}>End</button>),
      },
    },
  });
  const records = [
    { sessionId: 1, current: true, createdAt: ada.createdAt, lastSeenAt: ada.createdAt, expiresAt: ada.createdAt, clientAddress: '203.0.113.7', userAgent: 'curl/8.5.0', browser: null, os: null },
    { sessionId: 2, current: false, createdAt: ada.createdAt, lastSeenAt: ada.createdAt, expiresAt: ada.createdAt, clientAddress: '198.51.100.23', userAgent: 'Mozilla/5.0', browser: 'Chrome', os: 'macOS' },
  ];

  it('draws a field as the declaration renders it, in its order, with each row’s actions, over records held already', async () => {
    const { provider } = usersProvider();
    await renderAdmin('/', <Route path="/" element={<><h2 id="heading">Sessions</h2><sessions.LocalList records={records} isPending={false} labelledBy="heading" /></>} />, provider);
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/^curl\/8\.5\.0From 203\.0\.113\.7This device:$/);
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: 'End' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(rows[1] as HTMLElement).getByRole('button', { name: 'End' }));
    expect(onEnd).toHaveBeenCalledWith(2);
  });

  it('puts a row’s actions under its lines on a phone, and beside them on a wider screen', async () => {
    const { provider } = usersProvider();
    const route = <Route path="/" element={<sessions.LocalList records={records} isPending={false} />} />;
    await renderAdmin('/', route, provider);
    expect((await screen.findByRole('button', { name: 'End' })).closest('.MuiListItemText-root')).toBeNull();
    cleanup();
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: /max-width:\s*599/.test(query) });
    await renderAdmin('/', route, provider);
    expect((await screen.findByRole('button', { name: 'End' })).closest('.MuiListItemText-root')).not.toBeNull();
  });

  it('shows a record with each field under its label, an enum as a chip', async () => {
    const { provider } = usersProvider();
    await renderAdmin('/users/7/show', USERS_ROUTES, provider);
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
    expect(screen.getByText('Display name')).toBeInTheDocument();
    expect(screen.getByText('owner').closest('.MuiChip-root')).not.toBeNull();
    expect(screen.queryByText('Administrator')).not.toBeInTheDocument();
  });

  it('creates with the contract’s checks on each input, and sends what passes', async () => {
    const { provider, written } = usersProvider();
    const Create = users.Create;
    if (!Create) throw new Error('no create view');
    await renderAdmin('/users/create', USERS_ROUTES, provider);
    const person = userEvent.setup();
    const username = await screen.findByRole('textbox', { name: /Username/ });
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    await person.type(username, '-ada');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Must match a specific format/)).toBeInTheDocument();
    expect(written.create).toEqual([]);

    await person.clear(username);
    await person.type(username, 'grace');
    await person.click(screen.getByRole('combobox', { name: /Role/ }));
    await person.click(await screen.findByRole('option', { name: 'member' }));
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(written.create).toHaveLength(1));
    expect(written.create[0]).toMatchObject({ username: 'grace', role: 'member' });
  });

  it('draws the create inputs alone inside a form of one’s own, in the order asked, a field worded by its own checks', async () => {
    const inputs = defineContractViews({
      name: 'users',
      id: 'userId',
      list: listUsersResponse.shape.data.element,
      input: createUserBody,
      fields: { username: { validate: [() => 'resources.users.validation.username'] } },
    });
    const Inputs = inputs.Inputs;
    if (!Inputs) throw new Error('no inputs');
    const sent: unknown[] = [];
    const { provider } = usersProvider();
    await renderAdmin(
      '/',
      <Route
        path="/"
        element={
          <Form onSubmit={(values: Record<string, unknown>) => void sent.push(values)}>
            <Inputs fields={['role', 'username']} />
            <button type="submit">Send</button>
          </Form>
        }
      />,
      provider,
    );
    const person = userEvent.setup();
    const username = await screen.findByRole('textbox', { name: /Username/ });
    const role = screen.getByRole('combobox', { name: /Role/ });
    expect(role.compareDocumentPosition(username) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await person.type(username, 'ada');
    await person.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/^Use 2–64 letters/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('edits a record read from the data provider and saves the change', async () => {
    const { provider, written } = usersProvider();
    const Edit = users.Edit;
    if (!Edit) throw new Error('no edit view');
    await renderAdmin('/users/7', USERS_ROUTES, provider);
    const person = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Display name/ });
    await waitFor(() => expect(name).toHaveValue('Ada Lovelace'));
    await person.clear(name);
    await person.type(name, 'Ada King');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(written.update).toHaveLength(1));
    expect(written.update[0]).toMatchObject({ displayName: 'Ada King' });
  });
});

