import { EditButton, useRecordContext } from 'react-admin';
import { TenantState } from '../../generated/model';
import type { TenantRecord } from './tenant-record';
import { tenantState } from './tenant-state';

/** Edit, but not for a deleted tenant: the server refuses to change one until it is restored. */
export function TenantEditButton() {
  const record = useRecordContext<TenantRecord>();
  if (!record || tenantState(record) === TenantState.deleted) return null;
  return <EditButton />;
}
