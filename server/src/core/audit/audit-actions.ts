import { AuditAction } from '../../../../src/generated/model/auditAction.js';
import type { AuditEventTargetType } from '../../../../src/generated/model/auditEventTargetType.js';

export type { AuditAction };

/** The contract's `AuditAction` names: stable names programs filter on. */
export const AUDIT_ACTIONS: readonly AuditAction[] = Object.values(AuditAction);

export type AuditTargetType = AuditEventTargetType;

/** One field before and after; a secret only says that it changed. */
export type AuditChange = { before: unknown; after: unknown } | { changed: true };

export type AuditChanges = Record<string, AuditChange>;

/** The changes between two records, for the fields named; fields that did not change are left out. */
export function changesBetween(before: object, after: object, fields: readonly string[]): AuditChanges {
  const changes: AuditChanges = {};
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  for (const field of fields) {
    const [from = null, to = null] = [was[field], is[field]];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { before: from, after: to };
  }
  return changes;
}

/** The fields of a record created (everything after, nothing before) or deleted (the reverse). */
export const NOTHING = {};
