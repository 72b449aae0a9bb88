import { useMediaQuery, type Theme } from '@mui/material';

/** Below the `sm` breakpoint: a phone held upright, where a table of many columns does not fit. */
export function usePhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
