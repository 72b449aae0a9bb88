import type { SharedMessageKey } from './messages.js';

export type Language = 'en' | 'zh';

/**
 * Each area's messages, by the area's name: its own `messages.ts` adds its entry with
 * `declare module '…/core/i18n/catalog.js'`, as areas add their tables to the database's. What
 * makes an area's keys known to `AppError`, so that a refusal naming a key without words fails to compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty here: the areas fill it, core names none of them
export interface AreaMessages {}

/** Every message's key: the shared ones (`messages.ts`) and each area's. */
export type MessageKey = SharedMessageKey | { [Area in keyof AreaMessages]: AreaMessages[Area] extends Messages<infer Key> ? Key : never }[keyof AreaMessages];

/** A parameter is a value, or another message (such as the name of a type) to translate. */
export type MessageParams = Record<string, string | number | { messageKey: MessageKey }>;

/** Words by key in English and in Chinese, the same keys in both. */
export interface Messages<Key extends string = string> {
  readonly en: Readonly<Record<Key, string>>;
  readonly zh: Readonly<Record<Key, string>>;
}

/**
 * An area's (or the shared) messages, written once: the keys are the English ones, and the
 * Chinese must have exactly those (a key in one language only fails to compile).
 */
export function defineMessages<Key extends string>(messages: { en: Record<Key, string>; zh: NoInfer<Record<Key, string>> }): Messages<Key> {
  return messages;
}

/** The keys one language has and the other lacks, as `en:key` or `zh:key`: none, for messages that compile. */
export function unpairedKeys(messages: Messages): string[] {
  const en = Object.keys(messages.en);
  const zh = Object.keys(messages.zh);
  return [...en.filter((key) => !zh.includes(key)).map((key) => `en:${key}`), ...zh.filter((key) => !en.includes(key)).map((key) => `zh:${key}`)];
}

/** The messages of several areas, each key from exactly one of them; translated into either language. */
export class MessageCatalog<Key extends string = MessageKey> {
  private readonly words: Record<Language, Map<string, string>> = { en: new Map(), zh: new Map() };

  constructor(readonly parts: readonly Messages[]) {
    for (const part of parts) {
      const unpaired = unpairedKeys(part);
      if (unpaired.length > 0) throw new Error(`Messages in one language only: ${unpaired.join(', ')}`);
      for (const [key, text] of Object.entries<string>(part.en)) {
        if (this.words.en.has(key)) throw new Error(`The message '${key}' is defined twice`);
        this.words.en.set(key, text);
      }
      for (const [key, text] of Object.entries<string>(part.zh)) this.words.zh.set(key, text);
    }
  }

  get keys(): Key[] {
    return [...this.words.en.keys()] as Key[];
  }

  translate(language: Language, key: Key, params: MessageParams = {}): string {
    const text = this.words[language].get(key);
    if (text === undefined) throw new Error(`No message '${key}' among these areas' messages`);
    return text.replace(/\{(\w+)\}/g, (match, name: string) => {
      const value = params[name];
      if (value === undefined) return match;
      return typeof value === 'object' ? this.translate(language, value.messageKey as Key) : String(value);
    });
  }
}

/** One area's own messages, to translate its own keys (the words of an answer, not of a refusal). */
export function catalogOf<Key extends string>(messages: Messages<Key>): MessageCatalog<Key> {
  return new MessageCatalog<Key>([messages]);
}

/** Picks zh when the caller's most preferred language is Chinese, English otherwise. */
export function languageFrom(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  let best: { tag: string; q: number } | undefined;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...attributes] = part.trim().split(';');
    const qAttribute = attributes.find((a) => a.trim().startsWith('q='));
    const q = qAttribute ? Number(qAttribute.trim().slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag: tag.toLowerCase(), q };
  }
  return best?.tag.startsWith('zh') ? 'zh' : 'en';
}
