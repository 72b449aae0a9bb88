import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PageTitleConfigurable } from '../../../src/lib/ra-shims/page-title';
import { consoleI18n, WithTranslation } from '../console-i18n';

async function show(node: ReactNode) {
  const { i18nProvider, i18next } = await consoleI18n('en');
  render(
    <WithTranslation i18next={i18next}>
      <AdminContext i18nProvider={i18nProvider}>{node}</AdminContext>
    </WithTranslation>,
  );
}

// The build puts this where react-admin's Title imports its configurable page title
// (vite.config.ts, raWithoutPreferencesEditor): it draws the title as react-admin's PageTitle does.
describe('the page title without react-admin’s preferences editor', () => {
  it('translates a title given as a message key, and keeps one given as text', async () => {
    await show(
      <>
        <PageTitleConfigurable title="ra.action.export" preferenceKey="tenants.list.title" />
        <PageTitleConfigurable title="Acme’s page" />
      </>,
    );
    expect(screen.getByText('Export')).toBeInTheDocument();
    expect(screen.getByText('Acme’s page')).toBeInTheDocument();
  });

  it('shows the default title without a title, and an element title as it is', async () => {
    await show(
      <>
        <PageTitleConfigurable defaultTitle="Tenants" />
        <PageTitleConfigurable title={<strong>acme</strong>} />
      </>,
    );
    expect(screen.getByText('Tenants')).toBeInTheDocument();
    expect(screen.getByText('acme').tagName).toBe('STRONG');
  });
});
