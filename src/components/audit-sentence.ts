import type { TranslateFunction } from 'react-admin';
import type { AuditAction, AuditEvent } from '../../contract/model';

/** One message per action of the contract; the type makes a new action fail to compile until worded. */
const SENTENCES = {
  'auth.signIn.succeeded': 'audit.sentences.auth.signIn.succeeded',
  'auth.signIn.failed': 'audit.sentences.auth.signIn.failed',
  'auth.signedOut': 'audit.sentences.auth.signedOut',
  'auth.signedOutEverywhere': 'audit.sentences.auth.signedOutEverywhere',
  'auth.sessionEnded': 'audit.sentences.auth.sessionEnded',
  'tenant.updated': 'audit.sentences.tenant.updated',
  'tenant.enabled': 'audit.sentences.tenant.enabled',
  'tenant.disabled': 'audit.sentences.tenant.disabled',
  'user.created': 'audit.sentences.user.created',
  'user.updated': 'audit.sentences.user.updated',
  'user.enabled': 'audit.sentences.user.enabled',
  'user.disabled': 'audit.sentences.user.disabled',
  'user.deleted': 'audit.sentences.user.deleted',
  'user.passwordReset': 'audit.sentences.user.passwordReset',
  'user.passwordChanged': 'audit.sentences.user.passwordChanged',
  'user.passwordResetRequested': 'audit.sentences.user.passwordResetRequested',
  'user.passwordResetByLink': 'audit.sentences.user.passwordResetByLink',
  'tenant.signedUp': 'audit.sentences.tenant.signedUp',
  'user.twoFactorEnabled': 'audit.sentences.user.twoFactorEnabled',
  'user.twoFactorDisabled': 'audit.sentences.user.twoFactorDisabled',
  'user.twoFactorReset': 'audit.sentences.user.twoFactorReset',
  'domain.verified': 'audit.sentences.domain.verified',
  'domain.verificationFailed': 'audit.sentences.domain.verificationFailed',
} as const satisfies Record<AuditAction, string>;

/** What an event's target was called then, or its id when it had no name. */
export function targetName(event: Pick<AuditEvent, 'target'>): string {
  return event.target.label || `#${event.target.id}`;
}

/** The event as a sentence in the chosen language: "admin disabled tenant acme-0001". */
export function auditSentence(event: Pick<AuditEvent, 'action' | 'actor' | 'target'>, translate: TranslateFunction): string {
  // A newer server may record an action this console does not know yet: say it plainly.
  const key: string = (SENTENCES as Record<string, string>)[event.action] ?? 'audit.unknown';
  return translate(key, { actor: event.actor.username, target: targetName(event), action: event.action });
}
