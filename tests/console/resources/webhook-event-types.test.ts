import { describe, expect, it } from 'vitest';
import { INSTANCE_WIDE_ACTIONS } from '../../../src/generated/contract-marks';
import { AuditAction } from '../../../src/generated/model';
import { messages } from '../../../src/i18n/all-messages';
import { EVENT_GROUPS, EVENT_TYPE_CHOICES } from '../../../src/resources/webhooks/event-types';

describe("a webhook endpoint's choice of events", () => {
  it('offers every event first, then a group for each area of the contract, then each action a tenant is sent', () => {
    expect(EVENT_GROUPS[0]).toBe('*');
    for (const action of Object.values(AuditAction).filter((candidate) => !INSTANCE_WIDE_ACTIONS.includes(candidate))) {
      expect(EVENT_GROUPS, action).toContain(`${action.split('.')[0]}.*`);
      expect(EVENT_TYPE_CHOICES, action).toContain(action);
    }
    expect(new Set(EVENT_GROUPS).size).toBe(EVENT_GROUPS.length);
  });

  it('never offers what no tenant endpoint is sent: the instance-wide actions the contract marks, nor a group of them alone', () => {
    expect(INSTANCE_WIDE_ACTIONS).toContain('attribute.defined');
    for (const action of INSTANCE_WIDE_ACTIONS) expect(EVENT_TYPE_CHOICES).not.toContain(action);
    expect(EVENT_TYPE_CHOICES).not.toContain('attribute.*');
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
