import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { createWebhookEndpointBody } from '../../../src/generated/zod/webhooks/webhooks.zod';
import { webhooksEn as webhookMessages } from '../../../src/i18n/locales/en/webhooks';
import { signIn, signInActingInAcme, user } from '../fixtures';
import { renderConsole } from '../render-console';
import { pretendPhone } from '../screen-layout';
import { delivery, endpoint, PRIVATE_REFUSAL, ROTATED_SECRET, serveWebhooks, SIGNING_SECRET } from '../webhook-server';

const billing = endpoint(1, 'https://billing.example.com/hooks', { description: 'Billing sync', eventTypes: ['user.*', 'tenant.updated'] });
const paused = endpoint(2, 'https://paused.example.com/hooks', { enabled: false });
const failing = endpoint(3, 'https://down.example.com/hooks', { enabled: false, disabledReason: 'failing', consecutiveFailures: 15 });

/** Typing key by key redraws the form at each one; pasting is what a person with the URL at hand does anyway. */
async function paste(person: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string): Promise<void> {
  await person.click(input);
  await person.paste(text);
}

function row(text: string): HTMLElement {
  return screen.getByText(text).closest('tr')!;
}

// Whole pages with forms and dialogs: on a busy shared machine some take over 15 s of the default 20.
describe('webhooks', { timeout: 60_000 }, () => {
  beforeEach(signInActingInAcme);

  it('lists each endpoint with its events as chips, its state and its failures', async () => {
    serveWebhooks([billing, paused, failing]);
    await renderConsole('/webhooks');
    expect(await screen.findByText('https://billing.example.com/hooks')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks of acme' })).toBeInTheDocument();
    const first = row('https://billing.example.com/hooks');
    expect(within(first).getByText('Billing sync')).toBeInTheDocument();
    expect(within(first).getByText('user.*')).toBeInTheDocument();
    expect(within(first).getByText('tenant.updated')).toBeInTheDocument();
    expect(within(first).getByText('Enabled')).toBeInTheDocument();
    expect(within(row('https://paused.example.com/hooks')).getByText('Disabled')).toBeInTheDocument();
    const down = row('https://down.example.com/hooks');
    expect(within(down).getByText('Disabled after repeated failures').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(down).getByText('15')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Webhooks' })).toHaveAttribute('href', '/webhooks');
  });

  it('shows one row per endpoint on a phone, opening its page, with its URL as the row’s own text', async () => {
    onTestFinished(pretendPhone());
    serveWebhooks([billing, failing]);
    await renderConsole('/webhooks');
    const url = await screen.findByText('https://billing.example.com/hooks');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const link = url.closest('a');
    expect(link).toHaveAttribute('href', '/webhooks/1/show');
    // No link inside the row's link: the URL is its text.
    expect(within(link!).queryAllByRole('link', { hidden: true })).toEqual([]);
    expect(link).toHaveTextContent('Billing sync');
    expect(within(link!).getByText('user.*')).toBeInTheDocument();
    const down = screen.getByText('https://down.example.com/hooks').closest('a')!;
    expect(down).toHaveTextContent('Disabled after repeated failures');
    expect(down).toHaveTextContent('Failures in a row: 15');
  });

  it('invites the first endpoint of a tenant that has none', async () => {
    serveWebhooks([]);
    await renderConsole('/webhooks');
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create' })).toHaveLength(1);
  });

  it('creates an endpoint, shows its signing secret once with a copy button, then opens its page', async () => {
    const fake = serveWebhooks([]);
    await renderConsole('/webhooks/create');
    const person = userEvent.setup();
    await paste(person, await screen.findByLabelText(/^URL/), 'https://hooks.example.com/in');
    await paste(person, screen.getByLabelText('Description'), 'CRM');
    const events = screen.getByLabelText(/^Events/);
    await person.click(events);
    await person.click(await screen.findByRole('option', { name: /^user\.\*/ }));
    await paste(person, events, 'tenant.updated');
    await person.keyboard('{Enter}');
    await person.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Webhook endpoint created' });
    expect(within(dialog).getByLabelText('Signing secret')).toHaveValue(SIGNING_SECRET);
    expect(within(dialog).getByText(/It will not be shown again/)).toBeInTheDocument();
    await person.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SIGNING_SECRET);
    expect(fake.calls.creates).toEqual([{ url: 'https://hooks.example.com/in', description: 'CRM', eventTypes: ['user.*', 'tenant.updated'], enabled: true }]);

    await person.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(window.location.pathname).toBe('/webhooks/1/show'));
    expect(await screen.findByText('CRM')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SIGNING_SECRET)).not.toBeInTheDocument();
    expect(screen.queryByText(SIGNING_SECRET)).not.toBeInTheDocument();
  });

  it('offers an input for each field of the contract’s WebhookEndpointCreate, in its order', async () => {
    serveWebhooks([]);
    await renderConsole('/webhooks/create');
    await screen.findByLabelText(/^URL/);
    // The switch says what "on" means rather than the list's column ("State").
    const label = (field: string) => (field === 'enabled' ? webhookMessages.states.enabled : webhookMessages.fields[field as keyof typeof webhookMessages.fields]);
    const inputs = Object.keys(createWebhookEndpointBody.shape).map((field) => screen.getByLabelText(new RegExp(`^${label(field)}`)));
    const inPageOrder = [...inputs].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    expect(inPageOrder).toEqual(inputs);
  });

  it('asks for at least one event before sending anything', async () => {
    const fake = serveWebhooks([]);
    await renderConsole('/webhooks/create');
    const person = userEvent.setup();
    await paste(person, await screen.findByLabelText(/^URL/), 'https://hooks.example.com/in');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one event')).toBeInTheDocument();
    expect(fake.calls.creates).toEqual([]);
  });

  it.each([
    ['en', 'Save', PRIVATE_REFUSAL.en],
    ['zh', '保存', PRIVATE_REFUSAL.zh],
  ] as const)('in %s, says the server’s refusal of the URL at its input', async (language, save, refusal) => {
    const fake = serveWebhooks([]);
    await renderConsole('/webhooks/create', language);
    const person = userEvent.setup();
    const url = await screen.findByLabelText(/^URL/);
    await paste(person, url, 'https://10.0.0.7/hook');
    const events = screen.getByLabelText(language === 'en' ? /^Events/ : /^事件/);
    await person.type(events, '*{Enter}');
    await person.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls.creates).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('an endpoint’s page', () => {
    it('shows its deliveries newest first, with the answer in a dialog, and sends one again', async () => {
      const fake = serveWebhooks(
        [billing],
        [
          delivery(1, 1),
          delivery(2, 1, {
            eventType: 'user.deleted',
            status: 'failed',
            attempts: 8,
            responseStatus: 502,
            responseBody: '<html>Bad gateway</html>',
            error: null,
          }),
          delivery(3, 1, { eventType: 'tenant.updated', status: 'pending', nextAttemptAt: '2026-03-01T09:05:00.000Z', responseStatus: null, responseBody: null, error: 'connect ECONNREFUSED' }),
        ],
      );
      await renderConsole('/webhooks/1/show');
      const table = await screen.findByRole('table', { name: 'Deliveries' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['tenant.updated', 'user.deleted', 'user.created']);
      expect(within(rows[0]!).getByText('Waiting')).toBeInTheDocument();
      expect(within(rows[0]!).getByText('connect ECONNREFUSED')).toBeInTheDocument();
      expect(within(rows[1]!).getByText('Failed')).toBeInTheDocument();
      expect(within(rows[1]!).getByText('502')).toBeInTheDocument();
      expect(within(rows[2]!).getByText('Succeeded')).toBeInTheDocument();

      const person = userEvent.setup();
      await person.click(within(rows[1]!).getByRole('button', { name: 'Show the answer' }));
      const answer = await screen.findByRole('dialog', { name: 'Answer to delivery #2' });
      expect(within(answer).getByText('<html>Bad gateway</html>')).toBeInTheDocument();
      await person.click(within(answer).getByRole('button', { name: 'Close' }));

      await person.click(await within(rows[1]!).findByRole('button', { name: 'Send again #2' }));
      expect(await screen.findByText('Delivery queued to be sent again')).toBeInTheDocument();
      expect(fake.calls.retries).toEqual([{ id: 1, deliveryId: 2 }]);
      await waitFor(() => expect(within(screen.getByRole('table', { name: 'Deliveries' })).getAllByText('Succeeded')).toHaveLength(2));
    });

    it('sends a test event, which appears in the deliveries', async () => {
      const fake = serveWebhooks([billing]);
      await renderConsole('/webhooks/1/show');
      expect(await screen.findByText('Nothing sent yet. Send a test event to check the receiver.')).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Send test event' }));
      const table = await screen.findByRole('table', { name: 'Deliveries' });
      expect(within(table).getByText('Test event')).toBeInTheDocument();
      expect(within(table).getByText('Succeeded')).toBeInTheDocument();
      expect(fake.calls.tests).toEqual([1]);
    });

    it('rotates the secret after a confirmation, and shows the new one once with when the old one stops', async () => {
      const fake = serveWebhooks([billing]);
      await renderConsole('/webhooks/1/show');
      const person = userEvent.setup();
      await person.click(await screen.findByRole('button', { name: 'Rotate secret' }));
      const confirm = await screen.findByRole('dialog', { name: 'Rotate the signing secret of https://billing.example.com/hooks?' });
      expect(fake.calls.rotations).toEqual([]);
      await person.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      const dialog = await screen.findByRole('dialog', { name: 'New signing secret' });
      expect(within(dialog).getByLabelText('Signing secret')).toHaveValue(ROTATED_SECRET);
      expect(within(dialog).getByText(/keeps signing deliveries until .*2026/)).toBeInTheDocument();
      expect(fake.calls.rotations).toEqual([1]);
      await person.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByDisplayValue(ROTATED_SECRET)).not.toBeInTheDocument());
    });

    it('deletes it after a confirmation naming its URL', async () => {
      const fake = serveWebhooks([billing, paused]);
      await renderConsole('/webhooks/1/show');
      const person = userEvent.setup();
      await person.click(await screen.findByRole('button', { name: 'Delete' }));
      const confirm = await screen.findByRole('dialog', { name: 'Delete the webhook endpoint https://billing.example.com/hooks?' });
      await person.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(window.location.pathname).toBe('/webhooks'));
      expect(fake.calls.deletes).toEqual([1]);
      expect(await screen.findByText('https://paused.example.com/hooks')).toBeInTheDocument();
      expect(screen.queryByText('https://billing.example.com/hooks')).not.toBeInTheDocument();
    });

    it('says when the server disabled it after failures, and enables it again', async () => {
      const fake = serveWebhooks([failing]);
      await renderConsole('/webhooks/3/show');
      const banner = (await screen.findByText('The server stopped sending events here after 15 deliveries in a row failed.')).closest('[role="alert"]') as HTMLElement;
      await userEvent.setup().click(within(banner).getByRole('button', { name: 'Enable again' }));
      await waitFor(() => expect(fake.calls.updates).toEqual([{ id: 3, body: { enabled: true } }]));
      await waitFor(() => expect(screen.queryByText(/The server stopped sending events here/)).not.toBeInTheDocument());
      expect(screen.getAllByText('Enabled').length).toBeGreaterThan(0);
    });

    it('disables it after a confirmation', async () => {
      const fake = serveWebhooks([billing]);
      await renderConsole('/webhooks/1/show');
      const person = userEvent.setup();
      await person.click(await screen.findByRole('button', { name: 'Disable' }));
      await person.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(fake.calls.updates).toEqual([{ id: 1, body: { enabled: false } }]));
      expect(await screen.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
    });

    it('edits only what changed', async () => {
      const fake = serveWebhooks([billing]);
      await renderConsole('/webhooks/1');
      const person = userEvent.setup();
      const description = await screen.findByLabelText('Description');
      await waitFor(() => expect(description).toHaveValue('Billing sync'));
      await person.clear(description);
      await paste(person, description, 'Billing');
      await person.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(fake.calls.updates).toEqual([{ id: 1, body: { description: 'Billing' } }]));
    });
  });

  describe('for a member', () => {
    const member = user(12, 'bob');

    beforeEach(() => {
      localStorage.clear();
      signIn({ userId: 12, username: 'bob', isAdmin: false, tenantId: 2 });
    });

    it('offers no menu entry', async () => {
      serveWebhooks([billing], [], member);
      await renderConsole('/');
      await screen.findByRole('menuitem', { name: 'Users' });
      // Who the user is has been answered by now: the menu would have drawn the entry.
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Audit log' })).toBeInTheDocument());
      expect(screen.queryByRole('menuitem', { name: 'Webhooks' })).not.toBeInTheDocument();
    });

    it.each(['/webhooks', '/webhooks/1/show', '/webhooks/1', '/webhooks/create'])('is shown the 403 page at %s', async (path) => {
      const fake = serveWebhooks([billing], [], member);
      await renderConsole(path);
      expect(await screen.findByRole('heading', { name: 'Access Forbidden' })).toBeInTheDocument();
      expect(fake.calls.list).toBe(0);
    });
  });
});
