import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, tenant } from '../fixtures';
import { server } from '../msw-server';
import { answerTenantList } from '../tenant-pages';
import { renderConsole } from '../render-console';

describe('the user menu', () => {
  beforeEach(() => {
    signIn();
    server.use(http.get('*/v1/admin/tenant/with-domains', ({ request }) => answerTenantList([tenant(1, 'system')], new URL(request.url))));
  });

  it.each([
    ['en', 'Profile', 'API reference'],
    ['zh', '个人资料', 'API 参考文档'],
  ] as const)('%s: links to the API reference the server serves, in a new tab that cannot reach back', async (language, profile, reference) => {
    await renderConsole('/', language);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: profile }));
    const link = await screen.findByRole('menuitem', { name: reference });
    expect(link).toHaveAttribute('href', '/api/docs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
  });
});
