import { describe, expect, it } from 'vitest';
import { adminEn } from '../../../src/i18n/bundles/admin-en';
import { adminZh } from '../../../src/i18n/bundles/admin-zh';
import { adminPagesEn } from '../../../src/i18n/bundles/admin-pages-en';
import { adminPagesZh } from '../../../src/i18n/bundles/admin-pages-zh';
import { mergeMessages } from '../../../src/i18n/bundles/merge-messages';

describe("the admin application's messages, merged from each part's", () => {
  it("takes an area's sentences into the audit log's branch beside the log's own", () => {
    const log = { audit: { sentences: { tenant: { created: '%{actor} created tenant %{target}' } }, unknown: 'Something happened' } };
    const widgets = { resources: { widgets: { name: 'Widget |||| Widgets' } }, audit: { sentences: { widget: { created: '%{actor} added widget %{target}' } } } };
    expect(mergeMessages(log, widgets)).toEqual({
      audit: {
        sentences: { tenant: { created: '%{actor} created tenant %{target}' }, widget: { created: '%{actor} added widget %{target}' } },
        unknown: 'Something happened',
      },
      resources: { widgets: { name: 'Widget |||| Widgets' } },
    });
  });

  it('refuses a message two parts define, naming it, instead of letting the later one hide the other', () => {
    const log = { audit: { sentences: { widget: { created: 'one' } } } };
    const widgets = { audit: { sentences: { widget: { created: 'two' } } } };
    expect(() => mergeMessages(log, widgets)).toThrow('The message audit.sentences.widget.created is defined twice');
    expect(() => mergeMessages({ audit: 'a message' }, { audit: { unknown: 'a branch' } })).toThrow('The message audit is defined twice');
  });

  it("leaves the parts as they were: react-admin's own messages and the console's, in both languages", () => {
    for (const merged of [adminEn, adminZh]) {
      expect(typeof merged.ra.action.save).toBe('string');
      expect(typeof merged.resources.tenants.name).toBe('string');
    }
    for (const pages of [adminPagesEn, adminPagesZh]) {
      expect(typeof pages.audit.sentences.tenant.created).toBe('string');
      expect(typeof pages.resources.users.fields.username).toBe('string');
    }
  });

  it("shares an area's branch between the first words and its pages' without a message in both", () => {
    for (const [first, pages] of [
      [adminEn, adminPagesEn],
      [adminZh, adminPagesZh],
    ] as const) {
      // The menu's name with the first words, the list's columns with the pages.
      expect(typeof first.resources.users.name).toBe('string');
      expect('fields' in first.resources.users).toBe(false);
      expect(typeof pages.resources.users.fields.username).toBe('string');
      expect(() => mergeMessages(first, pages)).not.toThrow();
    }
  });
});
