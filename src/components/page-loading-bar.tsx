import { keyframes, styled } from '@mui/material/styles';
import { useTranslate } from '../i18n/translate';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * Drawn here rather than with MUI's `LinearProgress`: this bar is in every first load (it shows
 * while any page's code is on its way), and MUI's brings 2 KB of variants no one sees.
 */
const Track = styled('div')(({ theme }) => ({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  overflow: 'hidden',
  zIndex: theme.zIndex.appBar + 1,
  backgroundColor: `color-mix(in srgb, ${theme.palette.primary.main} 30%, transparent)`,
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    width: '40%',
    backgroundColor: theme.palette.primary.main,
    animation: `${slide} 1.4s ease-in-out infinite`,
  },
  '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', width: '100%' } },
}));

/** The thin bar at the top of the window while a page's code is on its way. */
export function PageLoadingBar() {
  const translate = useTranslate();
  return <Track role="progressbar" aria-label={translate('app.loading')} />;
}
