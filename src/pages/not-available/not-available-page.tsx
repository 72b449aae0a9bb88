import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';

export interface NotAvailablePageProps {
  /** An i18n key naming the area, e.g. 'pages.areas.users'; `%{id}` takes the route's id. */
  titleKey: string;
}

/** An area the console names but does not build yet (templates, tasks, rules, …): it says so, with no invented data. */
export function NotAvailablePage({ titleKey }: NotAvailablePageProps) {
  const translate = useTranslate();
  const params = useParams();
  const title = translate(titleKey, { ...params });
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      {/* Already translated: a string here would be looked up as a key once more. */}
      <Title title={<>{title}</>} />
      <CardContent>
        <Typography component="h1" variant="h5" fontWeight={600} gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{translate('pages.notAvailable.message')}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to="/" variant="outlined">
          {translate('pages.actions.backHome')}
        </Button>
      </CardActions>
    </Card>
  );
}

export default NotAvailablePage;
