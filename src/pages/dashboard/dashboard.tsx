import { PageHeading } from '../../components/page-heading';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link, Title, useGetIdentity, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Tenant } from '../../generated/model';
import { DASHBOARD_QUERIES } from './dashboard-queries';
import { useConsolePermissions } from '../../components/use-console-permissions';
import { dateLocale, formatDateTime } from '../../lib/date-time-format';

/** A tenant as react-admin lists it: the contract's tenant with its `id`. */
type TenantRecord = Tenant & { id: number };

function Count({ label, value, locale }: { label: string; value: number | undefined; locale: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" fontWeight={600}>
          {value === undefined ? <Skeleton width={60} /> : value.toLocaleString(locale)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** A tenant's own user has no tenant management: a greeting, and no admin calls. */
function OwnerDashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <Title title="dashboard.title" />
      <CardContent>
        <Typography variant="h6" component="h1">
          {translate('dashboard.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography color="text.secondary">{translate('dashboard.ownerText')}</Typography>
      </CardContent>
    </Card>
  );
}

/** Administrators see tenant counts and the most recently updated tenants. */
export default function Dashboard() {
  return useConsolePermissions() === 'admin' ? <AdminDashboard /> : <OwnerDashboard />;
}

function AdminDashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const numberLocale = dateLocale(locale);
  const all = useGetList<TenantRecord>('tenants', DASHBOARD_QUERIES.recent);
  const enabled = useGetList<TenantRecord>('tenants', DASHBOARD_QUERIES.enabled);
  const disabled = useGetList<TenantRecord>('tenants', DASHBOARD_QUERIES.disabled);
  const waiting = useGetList<TenantRecord>('tenants', DASHBOARD_QUERIES.waiting);
  const error = all.error ?? enabled.error ?? disabled.error ?? waiting.error;

  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title="dashboard.title" />
      <Grid size={12}>
        <PageHeading>{translate('dashboard.title')}</PageHeading>
      </Grid>
      {error && (
        <Grid size={12}>
          <Alert severity="error">{translate('dashboard.loadFailed', { message: error.message })}</Alert>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Count label={translate('dashboard.total')} value={all.total} locale={numberLocale} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Count label={translate('dashboard.enabled')} value={enabled.total} locale={numberLocale} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Count label={translate('dashboard.disabled')} value={disabled.total} locale={numberLocale} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Count label={translate('dashboard.waiting')} value={waiting.total} locale={numberLocale} />
      </Grid>
      <Grid size={12}>
        <Card variant="outlined">
          <CardHeader title={translate('dashboard.recent')} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
          {all.data?.length === 0 && (
            <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
              {translate('dashboard.empty')}
            </Typography>
          )}
          <List dense aria-label={translate('dashboard.recent')}>
            {all.data?.map((tenant) => (
              <ListItem key={tenant.id} disablePadding>
                <ListItemButton component={RouterLink} to={`/tenants/${tenant.id}/show`}>
                  <ListItemText
                    primary={tenant.username}
                    secondary={`${translate('resources.tenants.fields.updatedAt')}: ${formatDateTime(tenant.updatedAt, locale)}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <CardContent>
            <Link to="/tenants">{translate('dashboard.viewAll')}</Link>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
