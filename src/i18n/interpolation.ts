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

/** The isolates (LRI, RLI, FSI, PDI): one inside a value could end the value's own isolation early, or keep it open. */
const ISOLATES = /[\u2066-\u2069]/gu;

/**
 * Free text (a name, a reason, a remark) as a part of a sentence that cannot reorder the rest of
 * it: an override left open in it (U+202E) would otherwise turn "14:58 left" after it into
 * "tfel 85:41", and a right-to-left name pulls the neutral text beside it to its side. Text that
 * needs it is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, whose end closes every
 * embedding and override opened inside; the isolates the text holds itself are dropped. Text
 * without right-to-left letters or controls is answered as it is, so plain sentences stay exactly
 * as written.
 */
export function isolateBidi(value: string): string {
  return NEEDS_ISOLATION.test(value) ? `\u2068${value.replace(ISOLATES, '')}\u2069` : value;
}

/**
 * i18next's interpolation as the console runs it: react-admin's placeholders, and every value
 * put into a message isolated (`isolateBidi`) rather than HTML-escaped, which React does itself.
 */
export const INTERPOLATION_OPTIONS = { ...INTERPOLATION, escapeValue: true, escape: isolateBidi } as const;
