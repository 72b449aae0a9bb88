import { useTheme } from '@mui/material/styles';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, type I18nProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsoleTheme } from '../../../src/components/console-theme';
import { PreferencesProvider, usePreferences } from '../../../src/components/preferences-context';
import { PreferencesMenu } from '../../../src/components/preferences-menu';
import type { i18n } from 'i18next';
import { consoleI18n, WithTranslation } from '../console-i18n';
import type { Language } from '../../../src/i18n/i18n';
import { fontStack } from '../../../src/lib/preferences';
import AppearancePage from '../../../src/pages/settings/appearance-page';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** A controllable OS colour scheme: jsdom has no matchMedia. */
function mockSystemScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<EventListener>();
  const matchMedia = vi.fn((query: string) => ({
    media: query,
    get matches() {
      return query === DARK_QUERY && dark;
    },
    onchange: null,
    addEventListener: vi.fn((_type: string, listener: EventListener) => listeners.add(listener)),
    removeEventListener: vi.fn((_type: string, listener: EventListener) => listeners.delete(listener)),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => true),
  }));
  window.matchMedia = matchMedia as unknown as typeof window.matchMedia;
  return {
    listeners,
    change(toDark: boolean) {
      dark = toDark;
      act(() => {
        for (const listener of [...listeners]) listener(new Event('change'));
      });
    },
  };
}

function ConnectedMenu() {
  const { theme, font, setTheme, setFont } = usePreferences();
  return <PreferencesMenu theme={theme} font={font} onThemeChange={setTheme} onFontChange={setFont} />;
}

function ModeProbe() {
  const muiTheme = useTheme();
  return <p>{`MUI mode: ${muiTheme.palette.mode}`}</p>;
}

function ThemedAdmin({ i18nProvider, i18next, children }: { i18nProvider: I18nProvider; i18next: i18n; children: ReactNode }) {
  const theme = useConsoleTheme();
  return (
    <WithTranslation i18next={i18next}><AdminContext i18nProvider={i18nProvider} theme={theme}>
      {children}
    </AdminContext></WithTranslation>
  );
}

/** The pieces as the console wires them: the provider outside react-admin, the theme from it. */
async function renderPreferences(language: Language = 'en') {
  const { i18nProvider, i18next } = await consoleI18n(language);
  return render(
    <MemoryRouter>
      <PreferencesProvider>
        <ThemedAdmin i18nProvider={i18nProvider} i18next={i18next}>
          <ConnectedMenu />
          <ModeProbe />
          <AppearancePage />
        </ThemedAdmin>
      </PreferencesProvider>
    </MemoryRouter>,
  );
}

/** The provider alone, with no page in it: enough to watch what it listens to and what it paints. */
function renderBareProvider() {
  return render(
    <PreferencesProvider>
      <p>bare provider</p>
    </PreferencesProvider>,
  );
}

function html() {
  return document.documentElement;
}

describe('appearance preferences', () => {
  const originalMatchMedia = window.matchMedia;

  beforeEach(() => {
    mockSystemScheme(false);
  });

  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    html().removeAttribute('data-theme');
    html().removeAttribute('data-font');
    html().removeAttribute('style');
  });

  describe('defaults', () => {
    it('follows the system theme and uses Inter when nothing is saved', async () => {
      await renderPreferences();
      expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Inter' })).toBeChecked();
      expect(html().dataset.theme).toBe('light');
      expect(html().dataset.font).toBe('inter');
      expect(html().style.colorScheme).toBe('light');
      expect(screen.getByText('MUI mode: light')).toBeInTheDocument();
    });

    it('starts dark when the system prefers dark', async () => {
      mockSystemScheme(true);
      await renderPreferences();
      expect(html().dataset.theme).toBe('dark');
      expect(screen.getByText('MUI mode: dark')).toBeInTheDocument();
    });

    it('applies the saved choices on start', async () => {
      localStorage.setItem('vite-ui-theme', 'dark');
      localStorage.setItem('font', 'manrope');
      await renderPreferences();
      expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Manrope' })).toBeChecked();
      expect(html().dataset.theme).toBe('dark');
      expect(html().dataset.font).toBe('manrope');
    });
  });

  describe('the app-bar menu', () => {
    it('switches to dark, saves it, and marks it checked', async () => {
      await renderPreferences();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Appearance' }));
      const menu = await screen.findByRole('menu', { name: 'Appearance' });
      expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
      expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'false');
      await user.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));

      expect(html().dataset.theme).toBe('dark');
      expect(html().style.colorScheme).toBe('dark');
      expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
      expect(screen.getByText('MUI mode: dark')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();

      await user.click(screen.getByRole('button', { name: 'Appearance' }));
      const reopened = await screen.findByRole('menu', { name: 'Appearance' });
      expect(within(reopened).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    });

    it('saves the font and applies it to the document', async () => {
      await renderPreferences();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Appearance' }));
      await user.click(await screen.findByRole('menuitemradio', { name: 'System font' }));
      expect(localStorage.getItem('font')).toBe('system');
      expect(html().dataset.font).toBe('system');
      expect(screen.getByRole('radio', { name: 'System font' })).toBeChecked();
    });

    it('can be used from the keyboard', async () => {
      await renderPreferences();
      const user = userEvent.setup();
      screen.getByRole('button', { name: 'Appearance' }).focus();
      await user.keyboard('{Enter}');
      const menu = await screen.findByRole('menu', { name: 'Appearance' });
      await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveFocus());
      await user.keyboard('{ArrowDown}');
      expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(html().dataset.theme).toBe('dark');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    });

    it('speaks Chinese', async () => {
      await renderPreferences('zh');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: '外观' }));
      const menu = await screen.findByRole('menu', { name: '外观' });
      for (const name of ['浅色', '深色', '跟随系统', 'Inter', 'Manrope', '系统字体']) {
        expect(within(menu).getByRole('menuitemradio', { name })).toBeInTheDocument();
      }
      expect(within(menu).getByText('主题')).toBeInTheDocument();
      expect(within(menu).getByText('字体')).toBeInTheDocument();
    });
  });

  describe('the appearance page', () => {
    it('changes the theme and font as soon as they are picked', async () => {
      await renderPreferences();
      const user = userEvent.setup();
      expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
      expect(screen.getByRole('radiogroup', { name: 'Font' })).toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: 'Dark' }));
      expect(html().dataset.theme).toBe('dark');
      expect(localStorage.getItem('vite-ui-theme')).toBe('dark');

      await user.click(screen.getByRole('radio', { name: 'Manrope' }));
      expect(html().dataset.font).toBe('manrope');
      expect(localStorage.getItem('font')).toBe('manrope');
      expect(screen.getByText(/The quick brown fox/)).toHaveStyle({ fontFamily: fontStack('manrope') });
    });

    it('labels its choices in Chinese', async () => {
      await renderPreferences('zh');
      expect(screen.getByRole('radiogroup', { name: '主题' })).toBeInTheDocument();
      expect(screen.getByRole('radiogroup', { name: '字体' })).toBeInTheDocument();
      for (const name of ['浅色', '深色', '跟随系统', '系统字体']) expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    });
  });

  describe('following the system', () => {
    it('switches live when the system scheme changes', async () => {
      const system = mockSystemScheme(false);
      await renderPreferences();
      expect(html().dataset.theme).toBe('light');

      system.change(true);
      expect(html().dataset.theme).toBe('dark');
      expect(html().style.colorScheme).toBe('dark');
      expect(screen.getByText('MUI mode: dark')).toBeInTheDocument();

      system.change(false);
      expect(html().dataset.theme).toBe('light');
      expect(localStorage.getItem('vite-ui-theme')).toBeNull();
    });

    it('ignores the system once a theme is chosen, and stops listening', async () => {
      const system = mockSystemScheme(false);
      const { unmount } = renderBareProvider();
      expect(system.listeners.size).toBe(1);

      localStorage.setItem('vite-ui-theme', 'light');
      act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'vite-ui-theme', newValue: 'light' })));
      expect(system.listeners.size).toBe(0);
      system.change(true);
      expect(html().dataset.theme).toBe('light');

      unmount();
      expect(system.listeners.size).toBe(0);
    });

    it('stops listening when unmounted', () => {
      const system = mockSystemScheme(false);
      const { unmount } = renderBareProvider();
      expect(system.listeners.size).toBe(1);
      unmount();
      expect(system.listeners.size).toBe(0);
    });
  });

  it('takes up a choice made in another tab', () => {
    renderBareProvider();
    localStorage.setItem('font', 'manrope');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'font', newValue: 'manrope' })));
    expect(html().dataset.font).toBe('manrope');
  });
});
