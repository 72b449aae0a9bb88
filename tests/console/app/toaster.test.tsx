import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ok, signIn } from '../fixtures';
import { server } from '../msw-server';
import { toast } from '../../../src/lib/toast';
import { answerTenantList } from '../tenant-pages';
import { renderConsole } from '../render-console';

describe('the toaster', () => {
  it('sits top-right with a close button and shows at most three toasts at once', async () => {
    signIn();
    server.use(http.get('*/v1/admin/tenant', () => ok([])), http.get('*/v1/admin/tenant/with-domains', ({ request }) => answerTenantList([], new URL(request.url))));
    await renderConsole('/');
    await screen.findByText('Recently updated');
    // The console's toasts: the toaster and sonner load with the first.
    act(() => {
      for (const type of ['success', 'info', 'warning', 'error'] as const) toast[type](`a ${type} toast`);
    });
    await screen.findByText('a error toast');
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'right');
    const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
    expect(toasts.map((t) => t.getAttribute('data-type'))).toEqual(
      expect.arrayContaining(['success', 'info', 'warning', 'error']),
    );
    expect(toasts.filter((t) => t.getAttribute('data-visible') === 'true')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });
});
