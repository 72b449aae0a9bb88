import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { VISUALLY_HIDDEN } from './visually-hidden';

/**
 * A page's one `<h1>`, for screen readers and the page outline. From `sm` up the app bar shows
 * the same title to the eye, so this one is not drawn a second time; on a phone the app bar's
 * controls leave its title no room, so this one is drawn above the page.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h1" variant="h6" sx={(theme) => ({ pt: 1, overflowWrap: 'anywhere', [theme.breakpoints.up('sm')]: VISUALLY_HIDDEN })}>
      {children}
    </Typography>
  );
}
