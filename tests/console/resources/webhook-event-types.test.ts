import { describe, expect, it } from 'vitest';
import { AuditAction } from '../../../src/generated/model';
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
});
