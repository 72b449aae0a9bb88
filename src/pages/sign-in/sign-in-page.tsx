import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { LanguageSwitch } from '../../components/language-switch';
import { useDocumentTitle } from '../../components/use-document-title';
import { SignInForm } from './sign-in-form';

function Heading() {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 3 }}>
      <Typography component="h1" variant="h5" fontWeight={600}>
        {translate('signIn.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('signIn.subtitle')}
      </Typography>
    </Box>
  );
}

/** The sign-in form in one of two layouts: a centred card (`/sign-in`) or a split screen (`/sign-in-2`). */
export function SignInPage({ layout = 'card' }: { layout?: 'card' | 'split' }) {
  const translate = useTranslate();
  useDocumentTitle(translate('signIn.title'));

  const corner = (
    <Box sx={{ position: 'absolute', top: 16, right: 16 }}>
      <LanguageSwitch />
    </Box>
  );

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
          {corner}
          <Box sx={{ width: '100%', maxWidth: 380 }}>
            <Heading />
            <SignInForm />
          </Box>
        </Box>
      </Box>
    );
  }

  return (
    <Box
      component="main"
      sx={{ position: 'relative', minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}
    >
      {corner}
      <Box sx={{ width: '100%', maxWidth: 400 }}>
        <Typography variant="subtitle1" component="p" align="center" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.title')}
        </Typography>
        <Card variant="outlined">
          <CardContent sx={{ p: 4 }}>
            <Heading />
            <SignInForm />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}

export default SignInPage;
