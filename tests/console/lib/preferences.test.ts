import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_FONT,
  DEFAULT_THEME,
  FONTS,
  THEMES,
  fontStack,
  readFont,
  readTheme,
  resolveTheme,
  saveFont,
  saveTheme,
  systemPrefersDark,
} from '../../../src/lib/preferences';

const CJK_FALLBACKS = "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

function blockStorage() {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
}

describe('preferences', () => {
  const originalMatchMedia = window.matchMedia;

  afterEach(() => {
    vi.restoreAllMocks();
    window.matchMedia = originalMatchMedia;
  });

  describe('choices and defaults', () => {
    it('offers the spec’s themes and fonts', () => {
      expect(THEMES).toEqual(['light', 'dark', 'system']);
      expect(FONTS).toEqual(['inter', 'manrope', 'system']);
    });

    it('follows the system theme and uses Inter when nothing is saved', () => {
      expect(DEFAULT_THEME).toBe('system');
      expect(DEFAULT_FONT).toBe('inter');
      expect(readTheme()).toBe('system');
      expect(readFont()).toBe('inter');
    });
  });

  describe('reading', () => {
    it('returns saved valid choices', () => {
      localStorage.setItem('vite-ui-theme', 'dark');
      localStorage.setItem('font', 'manrope');
      expect(readTheme()).toBe('dark');
      expect(readFont()).toBe('manrope');
    });

    it.each(['', 'Dark', 'blue', '"dark"', 'null', '{"theme":"dark"}'])('falls back to the defaults for the corrupt value %j', (value) => {
      localStorage.setItem('vite-ui-theme', value);
      localStorage.setItem('font', value);
      expect(readTheme()).toBe('system');
      expect(readFont()).toBe('inter');
    });

    it('falls back to the defaults when storage is blocked', () => {
      blockStorage();
      expect(readTheme()).toBe('system');
      expect(readFont()).toBe('inter');
    });
  });

  describe('saving', () => {
    it('writes under the keys other tools rely on', () => {
      saveTheme('light');
      saveFont('system');
      expect(localStorage.getItem('vite-ui-theme')).toBe('light');
      expect(localStorage.getItem('font')).toBe('system');
    });

    it('ignores storage that is full or blocked', () => {
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      });
      expect(() => saveTheme('dark')).not.toThrow();
      expect(() => saveFont('manrope')).not.toThrow();
      blockStorage();
      expect(() => saveTheme('dark')).not.toThrow();
    });
  });

  describe('resolving the theme', () => {
    it('keeps an explicit choice whatever the system prefers', () => {
      expect(resolveTheme('light', true)).toBe('light');
      expect(resolveTheme('dark', false)).toBe('dark');
    });

    it('follows the system preference for system', () => {
      expect(resolveTheme('system', true)).toBe('dark');
      expect(resolveTheme('system', false)).toBe('light');
    });

    it('reads the system as light where there is no matchMedia', () => {
      expect(systemPrefersDark()).toBe(false);
    });

    it('reads the system preference from matchMedia', () => {
      window.matchMedia = vi.fn((query: string) => ({
        matches: query === '(prefers-color-scheme: dark)',
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })) as unknown as typeof window.matchMedia;
      expect(systemPrefersDark()).toBe(true);
    });
  });

  describe('font stacks', () => {
    it('puts the chosen family first and keeps the Chinese fallbacks', () => {
      expect(fontStack('inter').startsWith('Inter, ')).toBe(true);
      expect(fontStack('manrope').startsWith('Manrope, ')).toBe(true);
      for (const font of FONTS) expect(fontStack(font).endsWith(CJK_FALLBACKS)).toBe(true);
    });

    it('uses the platform’s own faces for the system font', () => {
      expect(fontStack('system')).toBe(
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
      );
    });
  });
});
