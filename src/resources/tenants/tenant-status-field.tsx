import { useRecordContext } from 'react-admin';
import { EnabledChip } from '../../components/enabled-chip';
import type { TenantRecord } from './tenant-record';

/** Whether the tenant's users may sign in and work. */
export function TenantStatusField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<TenantRecord>();
  if (!record) return null;
  return <EnabledChip enabled={record.enabled} enabledLabel="resources.tenants.status.enabled" disabledLabel="resources.tenants.status.disabled" />;
}
