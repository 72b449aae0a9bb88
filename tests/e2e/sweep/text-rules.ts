import englishMessages from 'ra-language-english';
import { messages } from '../../../src/i18n/all-messages.js';
import type { TextRules } from './page-inspection.js';

type Tree = { [key: string]: string | Tree };

function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree) as [string, string | Tree][]) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const en = flatten(messages.en);
const zh = flatten(messages.zh);
const reactAdminEnglish = flatten(englishMessages);

/**
 * In Chinese, an English message is foreign when Chinese never shows the same text (names such
 * as "Inter" or "English" are the same in both and stay allowed) and it reads as words, not a
 * sign or a placeholder-only template.
 */
function englishOnly(): string[] {
  const chinese = new Set(zh.values());
  return [...en.values(), ...reactAdminEnglish.values()].filter((text) => !chinese.has(text) && /[A-Za-z]{2,}/.test(text) && !/\{\{|%\{/.test(text));
}

export function textRules(language: 'zh' | 'en'): TextRules {
  return {
    language,
    keys: [...new Set([...en.keys(), ...zh.keys(), ...reactAdminEnglish.keys()])].filter((key) => key.includes('.')),
    foreign: language === 'zh' ? englishOnly() : [],
    bareTitles: [en.get('app.title'), zh.get('app.title')].filter((t): t is string => Boolean(t)),
  };
}

/** One message of the console's catalogue, as it shows it in that language. */
export function message(language: 'zh' | 'en', key: string): string {
  const text = (language === 'zh' ? zh : en).get(key);
  if (text === undefined) throw new Error(`No message ${key} in ${language}`);
  return text;
}
