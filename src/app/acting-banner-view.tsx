import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { toast } from '../lib/toast';
import { actingEndsIn, endActing, type ActingSession } from '../lib/impersonation';
import { VISUALLY_HIDDEN } from '../components/visually-hidden';
import { stopActing } from './auth-provider';

/** "04:07": minutes and seconds left. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whole minutes left, as the live region says them: it changes once a minute, not every second. */
function minutesLeft(ms: number): number {
  return Math.ceil(ms / 60_000);
}

/**
 * Kept in sight under the app bar (which stays while acting: see the layout), across the page, in
 * the theme's warning colours for an alert (readable in light and dark alike).
 */
const BANNER = (theme: Theme) => ({
  position: 'sticky',
  top: { xs: 56, sm: 48 },
  zIndex: theme.zIndex.appBar - 1,
  // Out to the edges of the page's content, whose padding is 8 px at every width (react-admin's Layout).
  mx: -1,
  mb: 1,
  borderRadius: 0,
  boxShadow: 1,
  alignItems: 'center',
  '& .MuiAlert-message': { flex: 1, minWidth: 0, py: 0.5, overflowWrap: 'anywhere' },
  '& .MuiAlert-action': { pt: 0, mr: 0 },
});

/** The banner itself: loaded only while an administrator acts as an owner (`./acting-banner.tsx`). */
export function ActingBannerView({ acting }: { acting: ActingSession }) {
  const translate = useTranslate();
  const [now, setNow] = useState(() => Date.now());
  const [stopping, setStopping] = useState(false);
  const left = actingEndsIn(acting, now);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left > 0) return;
    // Ran out: the server refuses the acting token from now on; the administrator's session comes back.
    const ended = endActing();
    if (ended) toast.warning(translate('impersonation.ended.expired', { owner: ended.owner.username }));
  }, [left, translate]);

  const owner = acting.owner.username;
  const minutes = minutesLeft(left);
  const tenant = acting.owner.tenantName ?? `#${acting.owner.tenantId}`;
  return (
    <Alert
      severity="warning"
      role="region"
      aria-label={translate('impersonation.banner.label')}
      sx={BANNER}
      action={
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          disabled={stopping}
          onClick={() => {
            setStopping(true);
            void stopActing();
          }}
        >
          {translate('impersonation.banner.stop')}
        </Button>
      }
    >
      <Box component="span" sx={{ fontWeight: 600 }}>
        {translate('impersonation.banner.actingAs', { owner })}
      </Box>{' '}
      <span>{translate('impersonation.banner.tenant', { tenant })}</span>
      <Box component="span" sx={{ mx: 0.75, display: { xs: 'none', md: 'inline' } }} aria-hidden>
        —
      </Box>
      {/* Isolated: the reason is anyone's text, and must not reorder the time left after it. */}
      <Box
        component="span"
        title={acting.reason}
        sx={{
          unicodeBidi: 'isolate',
          overflowWrap: 'anywhere',
          overflow: 'hidden',
          display: { xs: '-webkit-box', md: 'inline' },
          WebkitLineClamp: { xs: 3, md: 'none' },
          WebkitBoxOrient: 'vertical',
        }}
      >
        {translate('impersonation.banner.reason', { reason: acting.reason })}
      </Box>
      <Box component="span" sx={{ mx: 0.75, display: { xs: 'none', md: 'inline' } }} aria-hidden>
        —
      </Box>
      {/* Seen every second, said once a minute (the live region below). */}
      <Box component="span" aria-hidden sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap' }}>
        {translate('impersonation.banner.left', { time: formatTimeLeft(left) })}
      </Box>
      <Box component="span" role="status" aria-live="polite" sx={VISUALLY_HIDDEN}>
        {minutes > 1 ? translate('impersonation.banner.minutesLeft', { smart_count: minutes }) : translate('impersonation.banner.underAMinute')}
      </Box>
    </Alert>
  );
}
