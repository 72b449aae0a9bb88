import { describe, expect, it } from 'vitest';
import { AuditAction } from '../../../src/generated/model';
import { messages } from '../../../src/i18n/all-messages';

const at = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('audit sentences', () => {
  it.each(['en', 'zh'] as const)('words every action of the contract in %s, with its actor or target', (language) => {
    for (const action of Object.values(AuditAction)) {
      const sentence = at(messages[language], `audit.sentences.${action}`);
      expect(typeof sentence, action).toBe('string');
      expect(String(sentence), action).toMatch(/%\{(actor|target)\}/);
    }
  });

  it.each(['en', 'zh'] as const)("names every action of the contract in %s, for the audit log's Action column and filter", (language) => {
    for (const action of Object.values(AuditAction)) {
      const name = at(messages[language], `audit.actions.${action}`);
      expect(typeof name, action).toBe('string');
      expect(String(name).trim(), action).not.toBe('');
    }
  });
});
