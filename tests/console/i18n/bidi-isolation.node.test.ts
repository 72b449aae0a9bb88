import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { INTERPOLATION_OPTIONS, isolateBidi } from '../../../src/i18n/interpolation';
import { openDirectionalScopes } from '../../helpers/bidi';

const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const FSI = '\u2068';
const PDI = '\u2069';

/** An i18next with the console's interpolation and one English message, as the banner says it. */
async function banner() {
  const i18next = createInstance();
  await i18next.init({
    lng: 'en',
    resources: { en: { translation: { reason: 'Reason: %{reason} — %{time} left', greeting: 'Hello %{name}, you have %{count} tokens' } } },
    interpolation: INTERPOLATION_OPTIONS,
    showSupportNotice: false,
  });
  return i18next;
}

describe('an interpolated value cannot reorder the sentence around it', () => {
  it('leaves plain values exactly as written, so sentences read as before', async () => {
    const i18next = await banner();
    expect(i18next.t('reason', { reason: 'Ticket #4711: the owner <cannot> find "the export" & more', time: '14:58' })).toBe(
      'Reason: Ticket #4711: the owner <cannot> find "the export" & more — 14:58 left',
    );
    expect(i18next.t('greeting', { name: '李伟', count: 3 })).toBe('Hello 李伟, you have 3 tokens');
  });

  it('closes an override a reason leaves open before the time that follows it', async () => {
    const i18next = await banner();
    const text = i18next.t('reason', { reason: `urgent${RIGHT_TO_LEFT_OVERRIDE}`, time: '14:58' });
    expect(text).toBe(`Reason: ${FSI}urgent${RIGHT_TO_LEFT_OVERRIDE}${PDI} — 14:58 left`);
    expect(openDirectionalScopes(text, text.indexOf('14:58 left'))).toBe(0);
    // Without the isolation the override would still be open there: the check itself can fail.
    const raw = `Reason: urgent${RIGHT_TO_LEFT_OVERRIDE} — 14:58 left`;
    expect(openDirectionalScopes(raw, raw.indexOf('14:58 left'))).toBe(1);
  });

  it('isolates a right-to-left name, which would otherwise take the neutral text beside it', async () => {
    const i18next = await banner();
    expect(i18next.t('greeting', { name: 'שלום', count: 3 })).toBe(`Hello ${FSI}שלום${PDI}, you have 3 tokens`);
    expect(isolateBidi('مرحبا')).toBe(`${FSI}مرحبا${PDI}`);
  });

  it('drops the isolates a value holds, which could end its isolation early or keep it open', () => {
    const early = isolateBidi(`a${PDI}${RIGHT_TO_LEFT_OVERRIDE}b`);
    expect(early).toBe(`${FSI}a${RIGHT_TO_LEFT_OVERRIDE}b${PDI}`);
    expect(openDirectionalScopes(`${early} after`)).toBe(0);

    const left = isolateBidi('a\u2067b');
    expect(left).toBe(`${FSI}ab${PDI}`);
    expect(openDirectionalScopes(`${left} after`)).toBe(0);

    const nested = isolateBidi(`\u2066x${PDI}\u202Dy`);
    expect(nested).toBe(`${FSI}x\u202Dy${PDI}`);
    expect(openDirectionalScopes(`${nested} after`)).toBe(0);
  });

  it('counts the invisible marks as reasons to isolate, not only letters', () => {
    for (const mark of ['\u200E', '\u200F', '\u061C', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068']) {
      expect(isolateBidi(`x${mark}`).startsWith(FSI), `U+${mark.codePointAt(0)?.toString(16).toUpperCase()}`).toBe(true);
    }
    expect(isolateBidi('plain, 中文, émigré, 123')).toBe('plain, 中文, émigré, 123');
  });
});
