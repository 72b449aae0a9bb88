import type { Font } from '../lib/preferences';

// Bundled rather than fetched from a font CDN: the console must work offline. Each
// face loads only once it is chosen, so a first visit downloads the one it shows.
const FACES: Record<Exclude<Font, 'system'>, () => Promise<unknown>> = {
  inter: () => import('./fonts/inter'),
  manrope: () => import('./fonts/manrope'),
};

/** Starts loading the chosen font's faces; until they arrive, text shows in the system face. */
export function loadFontFaces(font: Font): void {
  // A face that cannot load leaves the system face in place, which is still readable.
  if (font !== 'system') void FACES[font]().catch(() => undefined);
}
