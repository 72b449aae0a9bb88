import { createInstance } from 'i18next';
import type { TranslateFunction } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { auditSentence as exportSentence } from '../../../server/src/modules/audit/audit-sentence';
import { auditSentence } from '../../../src/components/audit-sentence';
import { AuditAction, type AuditEvent } from '../../../src/generated/model';
import { messages } from '../../../src/i18n/all-messages';
import { INTERPOLATION_OPTIONS } from '../../../src/i18n/interpolation';

type Event = Pick<AuditEvent, 'action' | 'actor' | 'target' | 'changes'>;

/** The console's words as the console puts values into them. */
async function consoleTranslate(language: 'en' | 'zh'): Promise<TranslateFunction> {
  const i18next = createInstance();
  await i18next.init({ lng: language, resources: { [language]: { translation: messages[language] } }, interpolation: INTERPOLATION_OPTIONS, showSupportNotice: false });
  return (key, options) => String(i18next.t(key, options));
}

const person = { userId: 7, username: 'acme-owner', isAdmin: false };
const event = (action: string, more: Partial<Event> = {}): Event => ({
  action: action as AuditEvent['action'],
  actor: person,
  target: { type: 'user', id: '12', label: 'billing-sync' },
  changes: {},
  ...more,
});

/** Every action, and every form the sentence takes beside its action's. */
const EVENTS: Event[] = [
  ...Object.values(AuditAction).map((action) => event(action)),
  event('user.created', { changes: { kind: { before: null, after: 'service' } } }),
  event('user.deleted', { changes: { kind: { before: 'service', after: null } } }),
  event('user.created', { target: { type: 'user', id: '13', label: '' } }),
  event('tenant.updated', { actor: { ...person, tokenName: 'deploy' } }),
  event('tenant.updated', { actor: { ...person, username: 'admin', isAdmin: true, onBehalfOf: { userId: 7, username: 'acme-owner' } } }),
  event('auth.impersonationStarted', { actor: { ...person, onBehalfOf: { userId: 7, username: 'acme-owner' } }, changes: { reason: { before: null, after: 'ticket 4711' } } }),
  event('auth.impersonationEnded', { changes: { reason: { before: 'ticket 4711', after: null }, endedBy: { before: null, after: 'expiry' } } }),
  event('tenant.updated', { target: { type: 'tenant', id: '3', label: 'שלום\u202E' } }),
  event('some.futureAction'),
];

describe("the export's sentence column", () => {
  it.each(['en', 'zh'] as const)('says each event in %s exactly as the audit log shows it', async (language) => {
    const translate = await consoleTranslate(language);
    for (const one of EVENTS) expect(exportSentence(one, language), `${one.action} ${JSON.stringify(one.changes)}`).toBe(auditSentence(one, translate));
  });

  it('calls a service account a service account, a person a user, in both languages', async () => {
    const created = event('user.created', { changes: { kind: { before: null, after: 'service' } } });
    const removed = event('user.deleted', { changes: { kind: { before: 'service', after: null } } });
    const [en, zh] = [await consoleTranslate('en'), await consoleTranslate('zh')];
    expect(auditSentence(created, en)).toBe('acme-owner created service account billing-sync');
    expect(auditSentence(removed, en)).toBe('acme-owner deleted service account billing-sync');
    expect(auditSentence(event('user.created'), en)).toBe('acme-owner created user billing-sync');
    expect(auditSentence(created, zh)).toBe('acme-owner 创建了服务账号 billing-sync');
    expect(auditSentence(removed, zh)).toBe('acme-owner 删除了服务账号 billing-sync');
    expect(auditSentence(event('user.created'), zh)).toBe('acme-owner 创建了用户 billing-sync');
  });
});
