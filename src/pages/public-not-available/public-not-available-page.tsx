import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch';
import { useDocumentTitle } from '../../components/use-document-title';

export type PublicPageKind = 'sign-up' | 'otp' | 'forgot-password';

const MESSAGES: Record<PublicPageKind, string> = {
  'sign-up': 'pages.public.signUp',
  otp: 'pages.public.otp',
  'forgot-password': 'pages.public.forgotPassword',
};

export interface PublicNotAvailablePageProps {
  kind: PublicPageKind;
}

/** A public screen whose behaviour the spec does not show: it says so and leads back to sign-in. */
export function PublicNotAvailablePage({ kind }: PublicNotAvailablePageProps) {
  const translate = useTranslate();
  const title = translate(`${MESSAGES[kind]}.title`);

  useDocumentTitle(title);

  return (
    <Box
      component="main"
      sx={{ position: 'relative', minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Box sx={{ position: 'absolute', top: 16, right: 16 }}>
        <LanguageSwitch />
      </Box>
      <Box sx={{ width: '100%', maxWidth: 400 }}>
        <Typography variant="subtitle1" component="p" align="center" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.title')}
        </Typography>
        <Card variant="outlined">
          <CardContent sx={{ p: 4 }}>
            <Typography component="h1" variant="h5" fontWeight={600} gutterBottom>
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {translate(`${MESSAGES[kind]}.text`)}
            </Typography>
            <Link component={RouterLink} to="/sign-in">
              {translate('pages.actions.backToSignIn')}
            </Link>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}

export default PublicNotAvailablePage;
