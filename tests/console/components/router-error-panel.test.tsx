import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary, RouterErrorPanel } from '../../../src/components/router-error-panel';
import { consoleI18n, WithTranslation } from '../console-i18n';

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderPanel(error: unknown) {
  const { i18nProvider, i18next } = await consoleI18n('en');
  return render(
    <MemoryRouter>
      <WithTranslation i18next={i18next}><AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <RouterErrorPanel error={error} />
      </AdminContext></WithTranslation>
    </MemoryRouter>,
  );
}

function Exploding(): never {
  throw new Error('The widget could not be drawn');
}

describe('router error panel', () => {
  it('says something went wrong and keeps the details behind a toggle', async () => {
    await renderPanel(new Error('Failed to fetch dynamically imported module'));
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch dynamically imported module/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText(/Failed to fetch dynamically imported module/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Error' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText(/Failed to fetch dynamically imported module/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Error' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the stack along with the message', async () => {
    const error = new Error('Boom');
    error.stack = 'Error: Boom\n    at render (page.tsx:12:3)';
    await renderPanel(error);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText(/at render \(page\.tsx:12:3\)/)).toHaveTextContent('Error: Boom');
  });

  it('reads Not Found for a route react-router cannot match', async () => {
    const router = createMemoryRouter([{ path: '/', element: <p>Home page</p>, errorElement: <RouteErrorBoundary /> }], {
      initialEntries: ['/no-such-page'],
    });
    render(<RouterProvider router={router} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('Not Found')).toBeInTheDocument();
  });

  it('shows what a page threw, as the route’s error element, in the chosen language', async () => {
    // react-router reports what it caught on the console; the test needs no copy of that.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { i18nProvider, i18next } = await consoleI18n('zh');
    const router = createMemoryRouter([
      {
        path: '/',
        element: <Exploding />,
        errorElement: (
          <WithTranslation i18next={i18next}><AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <RouteErrorBoundary />
          </AdminContext></WithTranslation>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '出错了！' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '显示错误' }));
    expect(screen.getByText(/The widget could not be drawn/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '隐藏错误' })).toBeInTheDocument();
  });

  it('reads 未找到 for an unmatched route in Chinese', async () => {
    const { i18nProvider, i18next } = await consoleI18n('zh');
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <p>Home page</p>,
          errorElement: (
            <WithTranslation i18next={i18next}><AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
              <RouteErrorBoundary />
            </AdminContext></WithTranslation>
          ),
        },
      ],
      { initialEntries: ['/no-such-page'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '显示错误' }));
    expect(screen.getByText('未找到')).toBeInTheDocument();
  });
});
