import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

type Translate = ReturnType<typeof useTranslate>;

/** What the error itself says; its own message is data, shown as it is. */
function describe(error: unknown, translate: Translate): string {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return translate('pages.routerError.notFound', { _: 'Not Found' });
    const data = typeof error.data === 'string' && error.data !== error.statusText ? `\n${error.data}` : '';
    return `${error.status} ${error.statusText}`.trim() + data;
  }
  if (error instanceof Error) {
    // V8 stacks start with "Name: message"; show the message once.
    if (!error.stack) return error.message;
    return error.stack.includes(error.message) ? error.stack : `${error.message}\n${error.stack}`;
  }
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * A route's error, collapsed behind a Show Error toggle. The English fallbacks keep it readable
 * when it renders above react-admin's i18n provider.
 */
export function RouterErrorPanel({ error }: { error: unknown }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Box role="alert" sx={{ p: 2 }}>
      <Typography component="h1" variant="h6" fontWeight={600} gutterBottom>
        {translate('pages.routerError.title', { _: 'Something went wrong!' })}
      </Typography>
      <Button variant="outlined" size="small" aria-expanded={open} aria-controls={open ? detailsId : undefined} onClick={() => setOpen((value) => !value)}>
        {open
          ? translate('pages.routerError.hide', { _: 'Hide Error' })
          : translate('pages.routerError.show', { _: 'Show Error' })}
      </Button>
      {open && (
        <Box
          component="pre"
          id={detailsId}
          sx={{
            mt: 2,
            p: 1.5,
            border: 1,
            borderColor: 'error.main',
            borderRadius: 1,
            color: 'error.main',
            fontSize: '0.75rem',
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {describe(error, translate)}
        </Box>
      )}
    </Box>
  );
}

/** For a route's `errorElement`: the error react-router caught, in the panel. */
export function RouteErrorBoundary() {
  return <RouterErrorPanel error={useRouteError()} />;
}
