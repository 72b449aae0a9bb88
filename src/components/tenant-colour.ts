import { getContrastRatio } from '@mui/material/styles';
import type { ThemeMode } from '../lib/preferences';

/** The golden angle: consecutive tenant ids land far apart on the colour wheel. */
const GOLDEN_ANGLE = 137.508;

/** A tenant's hue, 0–359, from its id alone: the same in every tab, session and language. */
export function tenantHue(tenantId: number): number {
  return Math.floor((((tenantId * GOLDEN_ANGLE) % 360) + 360) % 360);
}

export interface TenantColour {
  background: string;
  text: string;
}

// Pale enough to stand out on the light theme's blue app bar and on the dark theme's grey one.
const SATURATION: Record<ThemeMode, number> = { light: 80, dark: 65 };
const LIGHTNESS: Record<ThemeMode, number> = { light: 86, dark: 74 };
const DARK_TEXT = '#111111';
const LIGHT_TEXT = '#ffffff';

/**
 * The colour an administrator sees for the tenant they act in, with the text colour that reads
 * best on it (at least 4.5:1: black or white always reaches that on some side).
 */
export function tenantColour(tenantId: number, mode: ThemeMode): TenantColour {
  const background = `hsl(${tenantHue(tenantId)}, ${SATURATION[mode]}%, ${LIGHTNESS[mode]}%)`;
  const text = getContrastRatio(background, DARK_TEXT) >= getContrastRatio(background, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
  return { background, text };
}
