import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useConsolePermissions } from '../../components/use-console-permissions';

/** The tenant has nothing to prove yet: administrators are led to where domains are added. */
export function NoDomains({ tenantId }: { tenantId: number | undefined }) {
  const translate = useTranslate();
  const admin = useConsolePermissions() === 'admin';
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 3 }}>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate('domains.empty.title')}
        </Typography>
        <Typography color="text.secondary">{translate(admin ? 'domains.empty.admin' : 'domains.empty.owner')}</Typography>
        {admin && tenantId !== undefined && (
          <Button component={RouterLink} to={`/tenants/${tenantId}`} variant="outlined" sx={{ mt: 2 }}>
            {translate('domains.empty.editTenant')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
