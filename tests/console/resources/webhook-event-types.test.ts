import { describe, expect, it } from 'vitest';
import { AuditAction } from '../../../src/generated/model';
import { messages } from '../../../src/i18n/all-messages';
import { EVENT_GROUPS, EVENT_TYPE_CHOICES } from '../../../src/resources/webhooks/event-types';

describe("a webhook endpoint's choice of events", () => {
  it('offers every event first, then a group for each area of the contract, then each action', () => {
    expect(EVENT_GROUPS[0]).toBe('*');
    for (const action of Object.values(AuditAction)) {
      expect(EVENT_GROUPS, action).toContain(`${action.split('.')[0]}.*`);
      expect(EVENT_TYPE_CHOICES, action).toContain(action);
    }
    expect(new Set(EVENT_GROUPS).size).toBe(EVENT_GROUPS.length);
  });

  it.each([
    ['en', messages.en],
    ['zh', messages.zh],
  ] as const)('names each group in words in %s, not by its identifier (issue 55)', (_language, tree) => {
    const words = (tree as unknown as { resources: { webhooks: { eventTypes: { groups: Record<string, string> } } } }).resources.webhooks.eventTypes.groups;
    for (const group of EVENT_GROUPS.filter((type) => type !== '*').map((type) => type.slice(0, -2))) {
      expect(words[group], group).toBeTruthy();
    }
    expect(words['apiToken']).not.toBe('apiToken');
  });
});
