import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { TenantState } from '../../generated/model';
import type { TenantRecord } from './tenant-record';
import { formatPurgeDate, tenantState } from './tenant-state';
import { useRestoreTenant } from './use-tenant-lifecycle';

/**
 * Over a deleted tenant's page: that it is deleted, when it is purged for good, and Restore, which
 * brings it back as it was (enabled or disabled) with everything it had.
 */
export function TenantDeletedBanner() {
  const record = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { mutate, isPending } = useRestoreTenant();
  if (!record || tenantState(record) !== TenantState.deleted) return null;
  const date = record.purgeAt ? formatPurgeDate(record.purgeAt, locale) : '';
  return (
    <Alert
      severity="error"
      variant="outlined"
      // The button goes under the words rather than beside them: a phone has no room beside them.
      sx={{ mx: 2, mt: 2, overflowWrap: 'anywhere' }}
    >
      <AlertTitle>{translate('resources.tenants.state.deletedUntil', { date })}</AlertTitle>
      {translate('resources.tenants.show.deletedText', { name: record.username, date })}
      <Box sx={{ mt: 1.5 }}>
        <MuiButton
          color="inherit"
          variant="outlined"
          size="small"
          startIcon={<RestoreIcon />}
          disabled={isPending}
          onClick={() => mutate({ id: record.id, name: record.username })}
        >
          {translate('resources.tenants.actions.restore')}
        </MuiButton>
      </Box>
    </Alert>
  );
}
