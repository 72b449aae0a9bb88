import { useMemo } from 'react';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'ra-ui-materialui';
import { BACKGROUND, fontStack, type Font, type ThemeMode } from '../lib/preferences';
import { usePreferences } from './preferences-context';
import { SEARCH_DEBOUNCE_MS } from '../lib/use-debounced-value';

// The dark blue reads poorly on a dark background; a lighter one keeps the contrast.
const PRIMARY: Record<ThemeMode, string> = { light: '#1e5aa8', dark: '#7fb0ff' };

// MUI darkens the light blue for a hovered or focused contained button, under its dark text
// (3.9:1); lightening it instead keeps the text above 4.5:1 in every state.
const DARK_PRIMARY_STATES = { dark: '#a9caff', contrastText: '#0a1628' };

// MUI's reds read below 4.5:1 on the grey of a form's toolbar (a user's Delete): 4.3:1 in light
// mode on #e0e0e0, 2.7:1 in dark mode on #424242. These read 5.0:1 and 5.1:1 there, more elsewhere.
const ERROR: Record<ThemeMode, string> = { light: '#b71c1c', dark: '#ff9e97' };

// Spec §9: tooltips wait 700 ms before they show.
const TOOLTIP_DELAY_MS = 700;


/**
 * react-admin's default theme for the mode (`defaultTheme` is its light one; the dark one
 * carries the dark toolbar and inputs), in the console's colours and the chosen font.
 */
export function consoleTheme(mode: ThemeMode, font: Font): RaThemeOptions {
  const base: RaThemeOptions = mode === 'dark' ? defaultDarkTheme : defaultLightTheme;
  const typography = typeof base.typography === 'object' ? base.typography : {};
  return {
    ...base,
    palette: {
      ...base.palette,
      mode,
      primary: { main: PRIMARY[mode], ...(mode === 'dark' && DARK_PRIMARY_STATES) },
      secondary: { main: PRIMARY[mode] },
      error: { main: ERROR[mode] },
      // The same colour the boot script paints, so nothing changes when the app takes over.
      background: { ...base.palette?.background, default: BACKGROUND[mode] },
    },
    typography: { ...typography, fontFamily: fontStack(font) },
    components: {
      ...base.components,
      MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_DELAY_MS, enterNextDelay: TOOLTIP_DELAY_MS } },
      // Every list's filter form: react-admin's own 500 ms wait was most of a search's delay.
      RaFilterForm: { defaultProps: { debounce: SEARCH_DEBOUNCE_MS } },
    },
  };
}

/** The theme for the current preferences; stable between renders until they change. */
export function useConsoleTheme(): RaThemeOptions {
  const { mode, font } = usePreferences();
  return useMemo(() => consoleTheme(mode, font), [mode, font]);
}
