import { AUDIT_ACTIONS } from '../../core/audit/audit-actions.js';
import type { AuditRecord } from '../../core/audit/audit-record.js';
import { catalogOf, type Language } from '../../core/i18n/catalog.js';
import { sentenceWords } from './sentence-words.js';

type Event = Pick<AuditRecord, 'action' | 'actor' | 'target' | 'changes'>;
type Key = keyof typeof sentenceWords.en;

const words = catalogOf(sentenceWords);
const KNOWN_ACTIONS: ReadonlySet<string> = new Set(AUDIT_ACTIONS);
const ACTING_ACTIONS: ReadonlySet<string> = new Set(['auth.impersonationStarted', 'auth.impersonationEnded']);
const ACCOUNT_ACTIONS: Readonly<Record<string, 'created' | 'deleted'>> = { 'user.created': 'created', 'user.deleted': 'deleted' };

// As the console puts a value into a sentence (src/i18n/interpolation.ts, isolateBidi): text with a
// right-to-left letter or a bidi control is isolated, so that it cannot reorder the rest.
const NEEDS_ISOLATION = /[\p{Bidi_Control}\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
const ISOLATES = /[\u2066-\u2069]/gu;
const isolated = (value: string): string => (NEEDS_ISOLATION.test(value) ? `\u2068${value.replace(ISOLATES, '')}\u2069` : value);

function say(language: Language, key: Key, params: Record<string, string>): string {
  return words.translate(language, key, Object.fromEntries(Object.entries(params).map(([name, value]) => [name, isolated(value)])));
}

function change(event: Event, field: string): { before?: unknown; after?: unknown } | undefined {
  return (event.changes as Record<string, { before?: unknown; after?: unknown } | undefined>)[field];
}

/** Who did it: their name, the API token's, and the owner an administrator acted as (the console's `actorName`). */
function actorName(event: Event, language: Language): string {
  const { actor } = event;
  const name = actor.tokenName === undefined ? actor.username : say(language, 'viaToken', { actor: actor.username, token: actor.tokenName });
  if (actor.onBehalfOf === undefined || ACTING_ACTIONS.has(event.action)) return name;
  return say(language, 'onBehalfOf', { actor: name, owner: actor.onBehalfOf.username });
}

function sentenceKey(event: Event): Key {
  if (event.action === 'auth.impersonationEnded' && change(event, 'endedBy')?.after === 'expiry') return 'actingRanOut';
  const kind = change(event, 'kind');
  const accountAction = ACCOUNT_ACTIONS[event.action];
  if (accountAction && (kind?.after === 'service' || kind?.before === 'service')) return `serviceAccount.${accountAction}`;
  return KNOWN_ACTIONS.has(event.action) && event.action in sentenceWords.en ? (event.action as Key) : 'unknown';
}

/**
 * The event as the console's audit log says it ("admin created service account billing-sync"), in
 * the language given: the export's `sentence` column, in the exporter's language.
 */
export function auditSentence(event: Event, language: Language): string {
  const reason = change(event, 'reason');
  const reasonText = reason?.after ?? reason?.before;
  return say(language, sentenceKey(event), {
    actor: actorName(event, language),
    target: event.target.label || `#${event.target.id}`,
    action: event.action,
    reason: typeof reasonText === 'string' ? reasonText : '',
  });
}
