import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from '../i18n/translate';

/** The thin bar at the top of the window while a page's code is on its way. */
export function PageLoadingBar() {
  const translate = useTranslate();
  return (
    <LinearProgress
      aria-label={translate('app.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
}
