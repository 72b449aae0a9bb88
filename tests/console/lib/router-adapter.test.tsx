import { render, screen } from '@testing-library/react';
import { reactRouterProvider as raCoreAdapter } from 'ra-core';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { reactRouterProvider as consoleAdapter } from '../../../src/lib/router-adapter/react-router-provider';

// The build puts the console's adapter in ra-core's place (vite.config.ts, raRouterAdapter): an
// upgrade of ra-core that adds to or changes its adapter must fail here, not in a user's browser.
describe('ra-core’s router adapter, without the data router', () => {
  it('offers exactly what ra-core’s offers, each of the same kind, the same react-router parts among them', () => {
    expect(Object.keys(consoleAdapter).sort()).toEqual(Object.keys(raCoreAdapter).sort());
    for (const [name, part] of Object.entries(raCoreAdapter)) {
      expect(typeof consoleAdapter[name as keyof typeof consoleAdapter], name).toBe(typeof part);
    }
    for (const name of ['useLocation', 'useParams', 'useBlocker', 'useMatch', 'useInRouterContext', 'Link', 'Navigate', 'Route', 'Routes', 'Outlet', 'matchPath'] as const) {
      expect(consoleAdapter[name], name).toBe(raCoreAdapter[name]);
    }
  });

  it('renders the admin inside the console’s router, and says so outside one instead of making a router', () => {
    const { RouterWrapper } = consoleAdapter;
    render(createElement(MemoryRouter, null, createElement(RouterWrapper, null, 'inside')));
    expect(screen.getByText('inside')).toBeInTheDocument();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(createElement(RouterWrapper, null, 'outside'))).toThrow(/inside the console’s BrowserRouter/);
  });
});
