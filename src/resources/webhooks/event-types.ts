import { AuditAction } from '../../generated/model';

/**
 * The groups offered first: everything, then each area whose events an endpoint may follow, as the
 * contract's actions name them (`user.created` → `user.*`), so an area's new actions bring their group.
 */
export const EVENT_GROUPS: readonly string[] = ['*', ...new Set(Object.values(AuditAction).map((action) => `${action.split('.')[0]}.*`))];

/** Every choice offered: the groups, then each single action of the contract. */
export const EVENT_TYPE_CHOICES: readonly string[] = [...EVENT_GROUPS, ...Object.values(AuditAction)];

/** Whether the event type is a group (`*` or `user.*`) rather than a single action. */
export function isGroup(type: string): boolean {
  return type === '*' || type.endsWith('.*');
}
