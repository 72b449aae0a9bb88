import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PublicCardPage } from '../../components/public-card-page';

export type PublicPageKind = 'otp';

const MESSAGES: Record<PublicPageKind, string> = {
  otp: 'pages.public.otp',
};

export interface PublicNotAvailablePageProps {
  kind: PublicPageKind;
}

/** A public screen that is not built yet: it says so and leads back to sign-in. */
export function PublicNotAvailablePage({ kind }: PublicNotAvailablePageProps) {
  const translate = useTranslate();
  const title = translate(`${MESSAGES[kind]}.title`);

  return (
    <PublicCardPage title={title}>
      <Typography component="h1" variant="h5" fontWeight={600} gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(`${MESSAGES[kind]}.text`)}
      </Typography>
      <Link component={RouterLink} to="/sign-in">
        {translate('pages.actions.backToSignIn')}
      </Link>
    </PublicCardPage>
  );
}

export default PublicNotAvailablePage;
