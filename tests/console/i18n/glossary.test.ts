import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/i18n/all-messages';
import { glossaryEn } from '../../../src/i18n/glossary/en';
import { glossaryZh } from '../../../src/i18n/glossary/zh';

interface Entry {
  term: string;
  at: readonly string[];
  avoid: readonly string[];
  avoidUnder: readonly string[];
}

function entries(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree !== 'object' || tree === null) return [[prefix, String(tree)]];
  return Object.entries(tree).flatMap(([key, child]) => entries(child, prefix ? `${prefix}.${key}` : key));
}

const glossaries: [string, Record<string, Entry>, unknown][] = [
  ['en', glossaryEn, messages.en],
  ['zh', glossaryZh, messages.zh],
];

/** Issue 55: "Logout" beside "Sign out", "enable" beside "approve", a tenant's name called "Username". */
describe.each(glossaries)('the %s glossary', (_language, glossary, tree) => {
  const all = new Map(entries(tree));

  it.each(Object.entries(glossary))('says %s in its words wherever it is named', (_name, entry) => {
    for (const key of entry.at) {
      expect(all.get(key), key).toBeDefined();
      expect(all.get(key)!.toLowerCase(), key).toContain(entry.term.toLowerCase());
    }
  });

  it.each(Object.entries(glossary))('never says %s in the words it avoids', (_name, entry) => {
    const said = [...all].filter(
      ([key, text]) => entry.avoidUnder.some((prefix) => key.startsWith(prefix)) && entry.avoid.some((word) => text.toLowerCase().includes(word.toLowerCase())),
    );
    expect(said).toEqual([]);
  });

  it('has the same terms as the other language', () => {
    expect(Object.keys(glossary).sort()).toEqual(Object.keys(glossaryEn).sort());
  });
});
