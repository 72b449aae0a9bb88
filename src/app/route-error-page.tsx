import Box from '@mui/material/Box';
import { RouterErrorPanel } from '../components/router-error-panel';
import { ErrorPage } from '../public/errors/error-page';

/** What a page that fails to render shows: the 500 page, with the error behind Show Error. */
export function RouteErrorPage({ error }: { error?: unknown }) {
  return (
    <Box>
      {/* A page that crashed: home is loaded afresh, not rendered into the same broken state. */}
      <ErrorPage status={500} goHome={() => window.location.assign('/')} />
      <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, pb: 4 }}>
        <RouterErrorPanel error={error} />
      </Box>
    </Box>
  );
}
