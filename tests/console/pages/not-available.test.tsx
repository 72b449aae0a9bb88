import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, type RouteProps } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { consoleI18n, WithTranslation } from '../console-i18n';
import type { Language } from '../../../src/i18n/i18n';
import { NotAvailablePage } from '../../../src/pages/not-available/not-available-page';
import { notAvailableRoutes } from '../../../src/pages/not-available/routes';

async function renderAt(path: string, routes: ReactNode, language: Language = 'en') {
  const { i18nProvider, i18next } = await consoleI18n(language);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <WithTranslation i18next={i18next}><AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {/* In the console react-admin's layout holds the Suspense boundary for these pages. */}
        <Suspense fallback={<p>Loading page</p>}>
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/sign-in" element={<p>Sign-in page</p>} />
            {routes}
            <Route path="*" element={<p>No route here</p>} />
          </Routes>
        </Suspense>
      </AdminContext></WithTranslation>
    </MemoryRouter>,
  );
}

/** Every address the routes answer (a parent answers through its index route), with `:id` filled in. */
function addresses(routes: ReactNode[], parent = ''): string[] {
  return routes.flatMap((node) => {
    const { path, index, children } = (node as ReactElement<RouteProps>).props;
    const here = index ? parent : path?.startsWith('/') ? path : `${parent}/${path ?? ''}`;
    if (!children) return [here.replace(':id', '7')];
    return addresses(Array.isArray(children) ? children : [children], here);
  });
}

// Spec §2's protected routes other than /, /tenants, /users and /logs (working areas), and the English title each one shows.
const PROTECTED: [string, string][] = [
  ['/templates', 'Templates'],
  ['/template-center', 'Template center'],
  ['/tasks', 'Tasks'],
  ['/targets', 'Targets'],
  ['/targets/7', 'Target 7'],
  ['/rules', 'Rules'],
  ['/rules/7', 'Rule 7'],
  ['/endpoints', 'Endpoints'],
  ['/endpoints/7', 'Endpoint 7'],
  ['/endpoints/logs/7', 'Logs of endpoint 7'],
  ['/chats', 'Chats'],
  ['/apps', 'Apps'],
  ['/help-center', 'Help center'],
  ['/admin/endpoint-template', 'Endpoint templates'],
  ['/settings_backup', 'Legacy settings'],
  ['/settings_backup/account', 'Account (legacy settings)'],
  ['/settings_backup/display', 'Display (legacy settings)'],
  ['/settings_backup/notifications', 'Notifications (legacy settings)'],
];

describe('areas the spec does not show', () => {
  it('says plainly that the area is not available, with no made-up data', async () => {
    await renderAt('/tasks', <Route path="/tasks" element={<NotAvailablePage titleKey="pages.areas.tasks" />} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
    expect(screen.getByText('This area is not available in this version of the console.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so in Chinese when Chinese is chosen', async () => {
    await renderAt('/tasks', <Route path="/tasks" element={<NotAvailablePage titleKey="pages.areas.tasks" />} />, 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '任务' })).toBeInTheDocument();
    expect(screen.getByText('当前版本的控制台暂未提供此功能。')).toBeInTheDocument();
  });

  it('leads back to the dashboard', async () => {
    await renderAt('/tasks', notAvailableRoutes());
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Back to Home' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('answers exactly the spec’s protected routes', () => {
    expect(addresses(notAvailableRoutes()).sort()).toEqual(PROTECTED.map(([path]) => path).sort());
  });

  it.each(PROTECTED)('renders %s as a page titled "%s"', async (path, title) => {
    await renderAt(path, notAvailableRoutes());
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('This area is not available in this version of the console.')).toBeInTheDocument();
  });

  it.each(['/settings_backup/appearance', '/settings', '/settings/password', '/settings/cname'])('leaves %s to its own page', async (path) => {
    await renderAt(path, notAvailableRoutes());
    expect(await screen.findByText('No route here')).toBeInTheDocument();
  });

  it('titles a detail page in Chinese with its id', async () => {
    await renderAt('/endpoints/logs/42', notAvailableRoutes(), 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '端点 42 的日志' })).toBeInTheDocument();
  });
});
