import { useTranslate } from 'react-admin';
import { listSessionsResponse } from '../../../generated/zod/auth/auth.zod';
import { defineContractViews } from '../../../components/contract-views';
import { CurrentMark, DeviceIcon, DeviceName, EndSessionButton, SessionSentence, SessionTime, UnknownDeviceAgent } from './session-parts';

function SessionAddress({ address }: { address: string }) {
  const translate = useTranslate();
  return <SessionSentence text={translate('accounts.sessions.from', { address })} />;
}

/**
 * One's own sessions, from the contract's `Session`. The list lives in a card of Settings, too
 * narrow for a table: one row per session, its device and "This device" first, then a line each
 * for where and when, and "End" at the end of the row.
 */
export const sessionViews = defineContractViews({
  name: 'sessions',
  id: 'sessionId',
  list: listSessionsResponse.shape.data.element,
  fields: {
    browser: { render: (session) => <DeviceName session={session} /> },
    current: { render: (session) => <CurrentMark session={session} /> },
    clientAddress: { render: (session) => <SessionAddress address={session.clientAddress} /> },
    userAgent: { render: (session) => <UnknownDeviceAgent session={session} /> },
    createdAt: { render: (session) => <SessionTime messageKey="accounts.sessions.started" value={session.createdAt} /> },
    lastSeenAt: { render: (session) => <SessionTime messageKey="accounts.sessions.lastSeen" value={session.lastSeenAt} /> },
  },
  views: {
    list: {
      layout: 'rows',
      fields: ['browser', 'current', 'clientAddress', 'userAgent', 'createdAt', 'lastSeenAt'],
      primary: ['browser', 'current'],
      icon: (session) => <DeviceIcon session={session} />,
      rowActions: (session) => <EndSessionButton session={session} />,
      empty: null,
    },
  },
});
