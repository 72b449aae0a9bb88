import type { TranslateFunction } from 'react-admin';
import type { Session } from '../../../generated/model';

/** Whether the server named neither the browser nor the system: the user agent is all there is. */
export function isUnknownDevice(session: Pick<Session, 'browser' | 'os'>): boolean {
  return !session.browser && !session.os;
}

/** The device a session signed in from, as people say it: "Chrome on macOS", or the part that is known. */
export function deviceName(session: Pick<Session, 'browser' | 'os'>, translate: TranslateFunction): string {
  const { browser, os } = session;
  if (browser && os) return translate('accounts.sessions.device', { browser, os });
  return browser || os || translate('accounts.sessions.unknownDevice');
}

/** Systems of phones and tablets, as the server names them. */
const HANDHELD = new Set(['Android', 'iOS', 'iPadOS', 'HarmonyOS']);

export function isHandheld(session: Pick<Session, 'os'>): boolean {
  return session.os !== null && HANDHELD.has(session.os);
}
