import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/locales/en/console';
import { zh } from '../../../src/i18n/locales/zh/console';
import { OWN_FIELD_NAMES } from '../../../server/src/modules/attributes/label-clash';

/** The names the console gives a tenant's own fields next to its attributes: its form, list columns, status filter and page. */
function consoleNames(messages: typeof en | typeof zh): string[] {
  const { fields, filters } = messages.resources.tenants;
  return [fields.id, fields.tenantId, fields.username, fields.enabled, fields.domains, fields.domainsCount, fields.remark, fields.createdAt, fields.updatedAt, filters.status];
}

describe('the names an attribute’s label may not take', () => {
  it.each([['en', en], ['zh', zh]] as const)('are, in %s, the console’s own names of a tenant’s fields, every one of them', (language, messages) => {
    expect(new Set(OWN_FIELD_NAMES[language])).toEqual(new Set(consoleNames(messages)));
  });
});
