import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { TenantRecord } from './tenant-record';

/** Enabled or disabled, in words and colour (never colour alone). */
export function TenantStatusField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant={record.enabled ? 'filled' : 'outlined'}
      color={record.enabled ? 'success' : 'default'}
      label={translate(record.enabled ? 'resources.tenants.status.enabled' : 'resources.tenants.status.disabled')}
    />
  );
}
