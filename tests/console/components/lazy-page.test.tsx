import { render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../../src/components/lazy-page';
import { consoleI18n, WithTranslation } from '../console-i18n';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

async function show(node: ReactNode) {
  const { i18nProvider, i18next } = await consoleI18n('en');
  render(
    <WithTranslation i18next={i18next}><AdminContext i18nProvider={i18nProvider}>
      <Boundary>{node}</Boundary>
    </AdminContext></WithTranslation>,
  );
}

describe('lazy pages', () => {
  afterEach(() => sessionStorage.clear());

  it('show the loading bar, then the page', async () => {
    let resolve: (m: { default: ComponentType }) => void = () => undefined;
    const Page = lazyPage(() => new Promise<{ default: ComponentType }>((r) => (resolve = r)));
    await show(<Page />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    resolve({ default: () => <h1>Tenants</h1> });
    expect(await screen.findByRole('heading', { name: 'Tenants' })).toBeInTheDocument();
  });

  it('reload the page once when a chunk fails to load, and never again in a loop', async () => {
    const reload = vi.fn();
    const missing = (): Promise<{ default: ComponentType }> =>
      Promise.reject(new Error('Failed to fetch dynamically imported module'));
    const First = lazyPage(missing, reload);
    await show(<First />);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    // The reloaded page fails again: this time the error shows instead of another reload.
    const Second = lazyPage(missing, reload);
    await show(<Second />);
    expect(await screen.findByText('failed: Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('may reload once more after a later release, once a chunk has loaded in between', async () => {
    const reload = vi.fn();
    const Ok = lazyPage(() => Promise.resolve({ default: () => <p>ok</p> }), reload);
    sessionStorage.setItem('chunkReloadAttempted', '1');
    await show(<Ok />);
    await screen.findByText('ok');
    const Broken = lazyPage((): Promise<{ default: ComponentType }> => Promise.reject(new Error('gone')), reload);
    await show(<Broken />);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('load their code once when asked for early, and render from that same load', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <h1>Tenants</h1> }));
    const Page = lazyPage(load);
    void Page.preload();
    void Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await show(<Page />);
    expect(await screen.findByRole('heading', { name: 'Tenants' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('render at once, with no loading bar, when their code loaded before the render', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: () => <h1>Tenants</h1> }));
    await Page.preload();
    await show(<Page />);
    // Synchronously in the first render: React would hold a page that replaces a loading bar for 300 ms.
    expect(screen.getByRole('heading', { name: 'Tenants' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('meet a failed early load when they render: the reload happens then, not at boot', async () => {
    const reload = vi.fn();
    const Page = lazyPage((): Promise<{ default: ComponentType }> => Promise.reject(new Error('gone')), reload);
    void Page.preload();
    await Promise.resolve();
    expect(reload).not.toHaveBeenCalled();
    await show(<Page />);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
