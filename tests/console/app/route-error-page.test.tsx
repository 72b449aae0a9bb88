import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteErrorPage } from '../../../src/app/route-error-page';
import { consoleI18n, WithTranslation } from '../console-i18n';

describe('a page that fails to render', () => {
  it('shows the 500 page, with the error behind Show Error', async () => {
    const { i18nProvider, i18next } = await consoleI18n('en');
    render(
      <MemoryRouter>
        <WithTranslation i18next={i18next}><AdminContext i18nProvider={i18nProvider}>
          <RouteErrorPage error={new Error('Cannot read properties of undefined')} />
        </AdminContext></WithTranslation>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText(/Cannot read properties of undefined/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
  });
});
