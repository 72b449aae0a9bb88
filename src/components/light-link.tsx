import { alpha, styled } from '@mui/material/styles';
import { Link } from 'wouter';

/**
 * An address within the console drawn as MUI's `Link` is (the primary colour, underlined at 40 %,
 * fully on hover) in the font around it, for the public pages' first load, which MUI's `Link`
 * with its focus tracking would make a kilobyte heavier.
 */
export const LightLink = styled(Link)(({ theme }) => ({
  color: theme.palette.primary.main,
  textDecoration: 'underline',
  textDecorationColor: alpha(theme.palette.primary.main, 0.4),
  '&:hover': { textDecorationColor: 'inherit' },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));
