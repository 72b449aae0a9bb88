import WifiOffIcon from '@mui/icons-material/WifiOff';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { warningText } from '../warning-text';

/**
 * What a list shows when it opened without a connection (its request waits for the network):
 * react-admin's message, in the warning colour as text reads (`warningText`), without react-admin's `Offline`, whose MUI Alert
 * would have been in the first screen's download for a page no one sees online.
 */
export function OfflineNotice() {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, color: warningText, typography: 'body2' }}
    >
      <WifiOffIcon fontSize="small" aria-hidden />
      {translate('ra.notification.offline')}
    </Box>
  );
}
