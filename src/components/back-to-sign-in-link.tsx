import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'wouter';
import { useTranslate } from '../i18n/translate';

/** The way back from a public screen to sign-in, under its card's content. */
export function BackToSignInLink() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <Link component={RouterLink} href="/sign-in" variant="body2">
        {translate('pages.actions.backToSignIn')}
      </Link>
    </Box>
  );
}
