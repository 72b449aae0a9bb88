import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../i18n/translate';
import { LanguageSwitch } from '../../components/language-switch';
import { PublicCardPage, PublicHeading } from '../../components/public-card-page';
import { useDocumentTitle } from '../../components/use-document-title';
import { SignInForm } from './sign-in-form';
import { SignInLinks } from './sign-in-links';

function Heading() {
  const translate = useTranslate();
  return <PublicHeading title={translate('signIn.title')} subtitle={translate('signIn.subtitle')} />;
}

/** The sign-in form in one of two layouts: a centred card (`/sign-in`) or a split screen (`/sign-in-2`). */
export function SignInPage({ layout = 'card' }: { layout?: 'card' | 'split' }) {
  const translate = useTranslate();
  useDocumentTitle(translate('signIn.title'));

  if (layout === 'split') {
    return (
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            justifyContent: 'flex-end',
            p: 6,
            // Fixed brand colours: the dark theme's lighter primary would fail contrast with white text.
            bgcolor: '#173f7a',
            color: '#fff',
          }}
        >
          <Typography variant="h6" component="p" sx={{ mb: 'auto' }}>
            {translate('app.title')}
          </Typography>
          <Typography variant="h4" component="p" fontWeight={600} gutterBottom>
            {translate('signIn.asideTitle')}
          </Typography>
          <Typography variant="body1">{translate('signIn.asideText')}</Typography>
        </Box>
        <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
          <Box sx={{ position: 'absolute', top: 16, right: 16 }}>
            <LanguageSwitch />
          </Box>
          <Box sx={{ width: '100%', maxWidth: 380 }}>
            <Heading />
            <SignInForm />
            <SignInLinks />
          </Box>
        </Box>
      </Box>
    );
  }

  return (
    <PublicCardPage title={translate('signIn.title')}>
      <Heading />
      <SignInForm />
      <SignInLinks />
    </PublicCardPage>
  );
}

export default SignInPage;
