/**
 * i18next reads react-admin's own `%{name}` placeholders, so the messages load as written: the
 * public ones need no conversion (and no converter in the first load).
 */
export const INTERPOLATION = { prefix: '%{', suffix: '}' } as const;

/**
 * A right-to-left letter (the blocks of Hebrew, Arabic, Syriac, Thaana, N'Ko and their kin, their
 * presentation forms, and the right-to-left scripts beyond the first plane) or a bidi control
 * (LRM, RLM, ALM, the embeddings, overrides and isolates). Plain text has none of them.
 */
const NEEDS_ISOLATION = /[\p{Bidi_Control}\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

const ISOLATE_OPENERS = new Set(['\u2066', '\u2067', '\u2068']);
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Free text (a name, a reason, a remark) as a part of a sentence that cannot reorder the rest of
 * it: an override left open in it (U+202E) would otherwise turn "14:58 left" after it into
 * "tfel 85:41", and a right-to-left name pulls the neutral text beside it to its side. Text that
 * needs it is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, whose end closes every
 * embedding opened inside; a pop without its own opener is dropped (it would close the wrapper
 * early), and isolates left open are closed (or the wrapper's end would close one of them instead).
 * Text without right-to-left letters or controls is answered as it is, so plain sentences stay
 * exactly as written.
 */
export function isolateBidi(value: string): string {
  if (!NEEDS_ISOLATION.test(value)) return value;
  let open = 0;
  let balanced = '';
  for (const character of value) {
    if (ISOLATE_OPENERS.has(character)) open += 1;
    else if (character === POP_DIRECTIONAL_ISOLATE) {
      if (open === 0) continue;
      open -= 1;
    }
    balanced += character;
  }
  return `${FIRST_STRONG_ISOLATE}${balanced}${POP_DIRECTIONAL_ISOLATE.repeat(open)}${POP_DIRECTIONAL_ISOLATE}`;
}

/**
 * i18next's interpolation as the console runs it: react-admin's placeholders, and every value
 * put into a message isolated (`isolateBidi`) rather than HTML-escaped, which React does itself.
 */
export const INTERPOLATION_OPTIONS = { ...INTERPOLATION, escapeValue: true, escape: isolateBidi } as const;
