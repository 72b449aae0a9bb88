import { darken, type Theme } from '@mui/material/styles';

/**
 * The warning colour as text on the page: MUI's orange on white reads at 3.1:1, under the 4.5:1
 * small text needs, so the light theme darkens it; the dark theme's lighter orange reads as it is.
 */
export const warningText = (theme: Theme): string =>
  theme.palette.mode === 'light' ? darken(theme.palette.warning.main, 0.35) : theme.palette.warning.main;
