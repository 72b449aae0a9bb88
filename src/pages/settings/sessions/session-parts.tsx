import ComputerIcon from '@mui/icons-material/Computer';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { createContext, useContext } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Session } from '../../../generated/model';
import { formatDateTime } from '../../../lib/date-time-format';
import { deviceName, isHandheld, isUnknownDevice } from './device-name';

/** What the section tells each row: whether it may end a session now, and what happens when it does. */
export interface SessionActions {
  /** Another session is being ended, or every one: this one waits. */
  disabled: boolean;
  onEnd(session: Session): void;
  /** The id of the element that names a session's device, which its End button refers to. */
  nameId(session: Session): string;
}

export const SessionActionsContext = createContext<SessionActions>({ disabled: true, onEnd: () => undefined, nameId: (session) => `session-${session.sessionId}` });

export function DeviceIcon({ session }: { session: Session }) {
  if (isUnknownDevice(session)) return <DevicesOtherIcon color="action" />;
  return isHandheld(session) ? <SmartphoneIcon color="action" /> : <ComputerIcon color="action" />;
}

/** "Chrome on macOS", or the part that is known. */
export function DeviceName({ session }: { session: Session }) {
  const translate = useTranslate();
  const { nameId } = useContext(SessionActionsContext);
  return (
    <Typography component="span" id={nameId(session)} fontWeight={500} sx={{ overflowWrap: 'anywhere' }}>
      {deviceName(session, translate)}
    </Typography>
  );
}

/** "This device" on the session of this token. */
export function CurrentMark({ session }: { session: Session }) {
  const translate = useTranslate();
  return session.current ? <Chip component="span" size="small" color="primary" label={translate('accounts.sessions.thisDevice')} /> : null;
}

/** A sentence of the row: "From 203.0.113.7". */
export function SessionSentence({ text }: { text: string }) {
  // An IPv6 address is long and has no spaces: it breaks where the line ends rather than widen the page.
  return <span style={{ wordBreak: 'break-all' }}>{text}</span>;
}

/** "Signed in …", "Last seen …", in the chosen language's way of writing a time. */
export function SessionTime({ messageKey, value }: { messageKey: string; value: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return <>{translate(messageKey, { time: formatDateTime(value, locale) })}</>;
}

/** Only when neither the browser nor the system is named: the user agent is the one clue left to what it is. */
export function UnknownDeviceAgent({ session }: { session: Session }) {
  if (!isUnknownDevice(session) || session.userAgent === '') return null;
  // Whole on hover. Cut to the box, its length not counted in the page's width.
  return (
    <Typography component="span" variant="body2" title={session.userAgent} noWrap sx={{ display: 'block', contain: 'inline-size' }}>
      {session.userAgent}
    </Typography>
  );
}

/** "End" on every session but this one, which ends by signing out. */
export function EndSessionButton({ session }: { session: Session }) {
  const translate = useTranslate();
  const { disabled, onEnd, nameId } = useContext(SessionActionsContext);
  if (session.current) return null;
  return (
    <Button size="small" variant="outlined" color="error" aria-describedby={nameId(session)} disabled={disabled} onClick={() => onEnd(session)}>
      {translate('accounts.sessions.end')}
    </Button>
  );
}
