import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  BACKGROUND,
  DARK_SCHEME_QUERY,
  isFont,
  isThemePreference,
  readFont,
  readTheme,
  resolveTheme,
  saveFont,
  saveTheme,
  systemPrefersDark,
  type Font,
  type ThemeMode,
  type ThemePreference,
} from '../lib/preferences';
import { StorageKey } from '../lib/storage-keys';
import { loadFontFaces } from './font-faces';

export interface PreferencesValue {
  /** What the user chose. */
  theme: ThemePreference;
  /** What is shown: the choice, or the OS's when the choice is 'system'. */
  mode: ThemeMode;
  font: Font;
  setTheme: (theme: ThemePreference) => void;
  setFont: (font: Font) => void;
}

const PreferencesContext = createContext<PreferencesValue | null>(null);

function subscribeToScheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_SCHEME_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function ignoreScheme(): () => void {
  return () => {};
}

/** The same attributes the boot script sets, so CSS and the page background follow the app. */
function applyToDocument(mode: ThemeMode, font: Font): void {
  const root = document.documentElement;
  root.dataset.theme = mode;
  root.dataset.font = font;
  root.style.colorScheme = mode;
  root.style.backgroundColor = BACKGROUND[mode];
}

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemePreference>(readTheme);
  const [font, setFontState] = useState<Font>(readFont);
  // Subscribed to the OS only while the choice is 'system'.
  const prefersDark = useSyncExternalStore(theme === 'system' ? subscribeToScheme : ignoreScheme, systemPrefersDark);
  const mode = resolveTheme(theme, prefersDark);

  useLayoutEffect(() => applyToDocument(mode, font), [mode, font]);
  useEffect(() => loadFontFaces(font), [font]);

  // A choice made in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === StorageKey.theme) setThemeState(readTheme());
      if (event.key === StorageKey.font) setFontState(readFont());
      if (event.key === null) {
        setThemeState(readTheme());
        setFontState(readFont());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setTheme = useCallback((next: ThemePreference) => {
    if (!isThemePreference(next)) return;
    saveTheme(next);
    setThemeState(next);
  }, []);

  const setFont = useCallback((next: Font) => {
    if (!isFont(next)) return;
    saveFont(next);
    setFontState(next);
  }, []);

  const value = useMemo(() => ({ theme, mode, font, setTheme, setFont }), [theme, mode, font, setTheme, setFont]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences() needs a <PreferencesProvider> above it');
  return value;
}
