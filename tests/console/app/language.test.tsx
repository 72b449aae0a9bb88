import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKey } from '../../../src/lib/storage-keys';
import { signIn, tenant } from '../fixtures';
import { server } from '../msw-server';
import { answerTenantList } from '../tenant-pages';
import { renderConsole } from '../render-console';

describe('language', () => {
  beforeEach(() => {
    signIn();
    server.use(
      http.get('*/v1/admin/tenant/with-domains', ({ request }) =>
        answerTenantList([tenant(1, 'system'), tenant(2, 'acme', { enabled: false })], new URL(request.url)),
      ),
    );
  });

  it('switches from the user menu, is saved, and sets <html lang>', async () => {
    await renderConsole('/', 'en');
    expect(await screen.findByText('Recently updated')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: '中文' }));
    // react-admin draws the page again once the language has changed: the text may be replaced meanwhile.
    await waitFor(() => expect(screen.getByText('最近更新')).toBeInTheDocument());
    expect(localStorage.getItem(StorageKey.language)).toBe('zh');
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
  });

  it('shows the dashboard counts in Chinese', async () => {
    await renderConsole('/', 'zh');
    const count = async (label: string) =>
      (await screen.findByText(label)).parentElement?.querySelector('p:last-child')?.textContent;
    await waitFor(async () => expect(await count('租户总数')).toBe('2'));
    expect(await count('已启用')).toBe('1');
    expect(await count('已禁用')).toBe('1');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
