import type { TranslateFunction } from 'react-admin';
import { AuditAction, type AuditEvent } from '../generated/model';

/** The contract's actions: each is worded at `audit.sentences.<action>` in both languages (a test holds every one). */
const KNOWN_ACTIONS: ReadonlySet<string> = new Set(Object.values(AuditAction));

/** Starting and ending to act as an owner name the owner as their target: "(as …)" would say it twice. */
const ACTING_ACTIONS: ReadonlySet<string> = new Set([AuditAction.authimpersonationStarted, AuditAction.authimpersonationEnded]);

/** What an event's target was called then, or its id when it had no name. */
export function targetName(event: Pick<AuditEvent, 'target'>): string {
  return event.target.label || `#${event.target.id}`;
}

/**
 * Who did it: their name, the API token's when a program called with one ("ci-bot via token "deploy""),
 * and the owner an administrator was acting as ("admin (as acme-owner)").
 */
export function actorName(actor: Pick<AuditEvent['actor'], 'username' | 'tokenName' | 'onBehalfOf'>, translate: TranslateFunction): string {
  const name = actor.tokenName === undefined ? actor.username : translate('audit.viaToken', { actor: actor.username, token: actor.tokenName });
  return actor.onBehalfOf === undefined ? name : translate('audit.onBehalfOf', { actor: name, owner: actor.onBehalfOf.username });
}

/** The reason an event records (acting as an owner): the one given, whether it began or ended there. */
function reasonOf(event: Partial<Pick<AuditEvent, 'changes'>>): string {
  const change = (event.changes as Record<string, { before?: unknown; after?: unknown } | undefined> | undefined)?.['reason'];
  const reason = change?.after ?? change?.before;
  return typeof reason === 'string' ? reason : '';
}

/** An acting session that ran out by itself, rather than one stopped (the server marks it `endedBy: expiry`). */
function ranOut(event: Pick<AuditEvent, 'action'> & Partial<Pick<AuditEvent, 'changes'>>): boolean {
  const endedBy = (event.changes as Record<string, { after?: unknown } | undefined> | undefined)?.['endedBy'];
  return event.action === AuditAction.authimpersonationEnded && endedBy?.after === 'expiry';
}

/** The actions of an account whose wording says "service account" when the account was one. */
const ACCOUNT_ACTIONS: Readonly<Record<string, string>> = { [AuditAction.usercreated]: 'created', [AuditAction.userdeleted]: 'deleted' };

/**
 * A service account created or deleted: the action is `user.*` as for a person, and the event's
 * changes hold the account's `kind` (after for a creation, before for a deletion).
 */
function ofServiceAccount(event: Pick<AuditEvent, 'action'> & Partial<Pick<AuditEvent, 'changes'>>): boolean {
  const kind = (event.changes as Record<string, { before?: unknown; after?: unknown } | undefined> | undefined)?.['kind'];
  return ACCOUNT_ACTIONS[event.action] !== undefined && (kind?.after === 'service' || kind?.before === 'service');
}

/** The message that words an event: most by their action; a few by what the event records. */
function sentenceKey(event: Pick<AuditEvent, 'action'> & Partial<Pick<AuditEvent, 'changes'>>): string {
  if (ranOut(event)) return 'audit.actingRanOut';
  if (ofServiceAccount(event)) return `audit.serviceAccount.${ACCOUNT_ACTIONS[event.action] ?? 'created'}`;
  // A newer server may record an action this console does not know yet: say it plainly.
  return KNOWN_ACTIONS.has(event.action) ? `audit.sentences.${event.action}` : 'audit.unknown';
}

/** The event as a sentence in the chosen language: "admin disabled tenant acme-0001". */
export function auditSentence(
  event: Pick<AuditEvent, 'action' | 'actor' | 'target'> & Partial<Pick<AuditEvent, 'changes'>>,
  translate: TranslateFunction,
): string {
  const key = sentenceKey(event);
  const actor = ACTING_ACTIONS.has(event.action) ? actorName({ ...event.actor, onBehalfOf: undefined }, translate) : actorName(event.actor, translate);
  return translate(key, { actor, target: targetName(event), action: event.action, reason: reasonOf(event) });
}
