import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AttributeDefinition, Tenant } from '../../../src/generated/model';
import { failure, ok, signIn, tenant } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';

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
