import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/use-document-title';
import { useTranslate } from '../../i18n/translate';
import type { ErrorStatus } from './error-status';

export interface ErrorPageProps {
  status: ErrorStatus;
  /** Leads to the console's home in the router of the application showing the page. */
  goHome: () => void;
}

/** A full-screen error page, outside the console's layout: the status, what it means, and a way out. */
export function ErrorPage({ status, goHome }: ErrorPageProps) {
  const translate = useTranslate();
  const title = translate(`pages.errors.${status}.title`);

  useDocumentTitle(title);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }}>
        <Typography component="p" variant="h1" fontWeight={700} sx={{ fontSize: { xs: '5rem', sm: '7rem' }, lineHeight: 1 }}>
          {status}
        </Typography>
        <Typography component="h1" variant="h5" fontWeight={600}>
          {title}
        </Typography>
        <Typography color="text.secondary">{translate(`pages.errors.${status}.text`)}</Typography>
        <Stack direction="row" spacing={2} sx={{ pt: 2 }}>
          <Button variant="outlined" onClick={() => window.history.back()}>
            {translate('pages.actions.goBack')}
          </Button>
          <Button variant="contained" onClick={goHome}>
            {translate('pages.actions.backHome')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

