import { AuditAction } from '../../generated/model';
import { INSTANCE_WIDE_ACTIONS } from '../../generated/contract-marks';

/** The contract's actions a tenant's endpoint can be sent: all but the instance's own (`x-instance-wide`). */
const TENANT_ACTIONS: readonly AuditAction[] = Object.values(AuditAction).filter((action) => !INSTANCE_WIDE_ACTIONS.includes(action));

/**
 * The groups offered first: everything, then each area whose events an endpoint may follow, as the
 * contract's actions name them (`user.created` → `user.*`), so an area's new actions bring their group.
 */
export const EVENT_GROUPS: readonly string[] = ['*', ...new Set(TENANT_ACTIONS.map((action) => `${action.split('.')[0]}.*`))];

/** Every choice offered: the groups, then each single action a tenant's endpoint can be sent. */
export const EVENT_TYPE_CHOICES: readonly string[] = [...EVENT_GROUPS, ...TENANT_ACTIONS];

/** Whether the event type is a group (`*` or `user.*`) rather than a single action. */
export function isGroup(type: string): boolean {
  return type === '*' || type.endsWith('.*');
}
