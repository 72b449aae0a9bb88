import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const source = readFileSync(resolve(process.cwd(), 'public/preferences-boot.js'), 'utf8');

/** Runs the script as the browser does before the app: a plain script, no module. */
function boot() {
  new Function(source)();
}

function mockSystemScheme(dark: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    media: query,
    matches: query === '(prefers-color-scheme: dark)' && dark,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => true),
  })) as unknown as typeof window.matchMedia;
}

/** Runs the script with `theme` and `font` already stored under the keys the console saves them to. */
function bootWithSaved(theme: string, font: string) {
  localStorage.setItem('vite-ui-theme', theme);
  localStorage.setItem('font', font);
  boot();
}

const html = () => document.documentElement;
const LIGHT_BACKGROUND = 'rgb(250, 250, 250)';
const DARK_BACKGROUND = 'rgb(18, 18, 18)';

describe('preferences boot script', () => {
  const originalMatchMedia = window.matchMedia;

  beforeEach(() => {
    html().removeAttribute('data-theme');
    html().removeAttribute('data-font');
    html().removeAttribute('style');
  });

  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    vi.restoreAllMocks();
  });

  it('is plain ES5: no modules, arrows, let or const', () => {
    expect(source).not.toMatch(/^\s*(import|export)\s/m);
    expect(source).not.toMatch(/=>|\blet\s|\bconst\s|`/);
  });

  it('paints the system theme and Inter when nothing is saved', () => {
    mockSystemScheme(false);
    boot();
    expect(html()).toHaveAttribute('data-theme', 'light');
    expect(html()).toHaveAttribute('data-font', 'inter');
    expect(html().style.colorScheme).toBe('light');
    expect(html().style.backgroundColor).toBe(LIGHT_BACKGROUND);
  });

  it('paints dark when the system prefers dark and the choice is system', () => {
    mockSystemScheme(true);
    boot();
    expect(html()).toHaveAttribute('data-theme', 'dark');
    expect(html().style.colorScheme).toBe('dark');
    expect(html().style.backgroundColor).toBe(DARK_BACKGROUND);
  });

  it('paints the saved choices whatever the system prefers', () => {
    mockSystemScheme(true);
    bootWithSaved('light', 'manrope');
    expect(html()).toHaveAttribute('data-theme', 'light');
    expect(html()).toHaveAttribute('data-font', 'manrope');
    expect(html().style.backgroundColor).toBe(LIGHT_BACKGROUND);
  });

  it('paints a saved dark theme and the system font', () => {
    mockSystemScheme(false);
    bootWithSaved('dark', 'system');
    expect(html()).toHaveAttribute('data-theme', 'dark');
    expect(html()).toHaveAttribute('data-font', 'system');
    expect(html().style.colorScheme).toBe('dark');
  });

  it('falls back to the defaults for corrupt values', () => {
    mockSystemScheme(true);
    bootWithSaved('purple', '"inter"');
    expect(html()).toHaveAttribute('data-theme', 'dark');
    expect(html()).toHaveAttribute('data-font', 'inter');
  });

  it('paints light where there is no matchMedia', () => {
    boot();
    expect(html()).toHaveAttribute('data-theme', 'light');
  });

  it('falls back to the defaults and never throws when storage is blocked', () => {
    mockSystemScheme(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(boot).not.toThrow();
    expect(html()).toHaveAttribute('data-theme', 'light');
    expect(html()).toHaveAttribute('data-font', 'inter');
  });

  it('never throws when matchMedia fails', () => {
    window.matchMedia = vi.fn(() => {
      throw new Error('not supported');
    }) as unknown as typeof window.matchMedia;
    expect(boot).not.toThrow();
    expect(html()).toHaveAttribute('data-theme', 'light');
  });
});
