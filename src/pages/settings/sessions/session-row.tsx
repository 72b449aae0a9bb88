import ComputerIcon from '@mui/icons-material/Computer';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Session } from '../../../../contract/model';
import { formatDateTime } from '../../../lib/date-time-format';
import { deviceName, isHandheld, isUnknownDevice } from './device-name';

export interface SessionRowProps {
  session: Session;
  divider: boolean;
  /** Another session is being ended, or every one: this one waits. */
  disabled: boolean;
  onEnd(session: Session): void;
}

function DeviceIcon({ session }: { session: Session }) {
  if (isUnknownDevice(session)) return <DevicesOtherIcon color="action" />;
  return isHandheld(session) ? <SmartphoneIcon color="action" /> : <ComputerIcon color="action" />;
}

/** One session: its device, address and times, "This device" on this one and "End" on the others. */
export function SessionRow({ session, divider, disabled, onEnd }: SessionRowProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const nameId = useId();
  const when = (key: string, value: string) => (
    <Typography variant="body2" color="text.secondary">
      {translate(key, { time: formatDateTime(value, locale) })}
    </Typography>
  );
  return (
    <ListItem
      divider={divider}
      disableGutters
      sx={{
        py: 1.5,
        // On a phone "End" goes under the text, which keeps the width of the card.
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
        columnGap: 2,
        rowGap: 1,
        alignItems: 'start',
      }}
    >
      <Box sx={{ pt: 0.25, display: 'flex' }}>
        <DeviceIcon session={session} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Typography id={nameId} fontWeight={500} sx={{ overflowWrap: 'anywhere' }}>
            {deviceName(session, translate)}
          </Typography>
          {session.current && <Chip size="small" color="primary" label={translate('accounts.sessions.thisDevice')} />}
        </Stack>
        {/* An IPv6 address is long and has no spaces: it breaks where the line ends rather than widen the page. */}
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {translate('accounts.sessions.from', { address: session.clientAddress })}
        </Typography>
        {isUnknownDevice(session) && session.userAgent !== '' && (
          // The only clue left to what it is; whole on hover. Cut to the box, its length not counted in the page's width.
          <Typography variant="body2" color="text.secondary" title={session.userAgent} noWrap sx={{ contain: 'inline-size' }}>
            {session.userAgent}
          </Typography>
        )}
        {when('accounts.sessions.started', session.createdAt)}
        {when('accounts.sessions.lastSeen', session.lastSeenAt)}
      </Box>
      {!session.current && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          aria-describedby={nameId}
          disabled={disabled}
          onClick={() => onEnd(session)}
          sx={{ gridColumn: { xs: 2, sm: 3 }, justifySelf: 'start' }}
        >
          {translate('accounts.sessions.end')}
        </Button>
      )}
    </ListItem>
  );
}
