import type { TranslateFunction } from 'react-admin';
import { AuditAction, type AuditEvent } from '../../contract/model';

/** The contract's actions: each is worded at `audit.sentences.<action>` in both languages (a test holds every one). */
const KNOWN_ACTIONS: ReadonlySet<string> = new Set(Object.values(AuditAction));

/** What an event's target was called then, or its id when it had no name. */
export function targetName(event: Pick<AuditEvent, 'target'>): string {
  return event.target.label || `#${event.target.id}`;
}

/** Who did it: their name, and the API token's when a program called with one ("ci-bot via token "deploy""). */
export function actorName(actor: Pick<AuditEvent['actor'], 'username' | 'tokenName'>, translate: TranslateFunction): string {
  return actor.tokenName === undefined ? actor.username : translate('audit.viaToken', { actor: actor.username, token: actor.tokenName });
}

/** The event as a sentence in the chosen language: "admin disabled tenant acme-0001". */
export function auditSentence(event: Pick<AuditEvent, 'action' | 'actor' | 'target'>, translate: TranslateFunction): string {
  // A newer server may record an action this console does not know yet: say it plainly.
  const key = KNOWN_ACTIONS.has(event.action) ? `audit.sentences.${event.action}` : 'audit.unknown';
  return translate(key, { actor: actorName(event.actor, translate), target: targetName(event), action: event.action });
}
