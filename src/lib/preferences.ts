import { StorageKey } from './storage-keys';

/** Colour theme and font choices, stored under `vite-ui-theme` and `font`; `public/preferences-boot.js` repeats these rules. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
export type ThemeMode = 'light' | 'dark';

export const FONTS = ['inter', 'manrope', 'system'] as const;
export type Font = (typeof FONTS)[number];

// The theme is system by default: the OS decides, and light where it states no preference.
export const DEFAULT_THEME: ThemePreference = 'system';
export const DEFAULT_FONT: Font = 'inter';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The page background per mode, painted before the app starts so the first frame matches. */
export const BACKGROUND: Record<ThemeMode, string> = { light: '#fafafa', dark: '#121212' };

// CJK faces last so Chinese text renders with a native font whatever the Latin choice.
const SYSTEM_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

export const FONT_STACKS: Record<Font, string> = {
  inter: `Inter, ${SYSTEM_STACK}`,
  manrope: `Manrope, ${SYSTEM_STACK}`,
  system: SYSTEM_STACK,
};

export function fontStack(font: Font): string {
  return FONT_STACKS[font];
}

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function isFont(value: unknown): value is Font {
  return typeof value === 'string' && (FONTS as readonly string[]).includes(value);
}

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage blocked (privacy settings, sandboxed frame): behave as if nothing was saved.
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the choice then lasts for this page only.
  }
}

export function readTheme(): ThemePreference {
  const saved = readItem(StorageKey.theme);
  return isThemePreference(saved) ? saved : DEFAULT_THEME;
}

export function readFont(): Font {
  const saved = readItem(StorageKey.font);
  return isFont(saved) ? saved : DEFAULT_FONT;
}

export function saveTheme(theme: ThemePreference): void {
  writeItem(StorageKey.theme, theme);
}

export function saveFont(font: Font): void {
  writeItem(StorageKey.font, font);
}

export function resolveTheme(preference: ThemePreference, prefersDark: boolean): ThemeMode {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

/** Whether the OS asks for dark; false where it cannot say (no matchMedia). */
export function systemPrefersDark(): boolean {
  try {
    return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;
  } catch {
    return false;
  }
}
