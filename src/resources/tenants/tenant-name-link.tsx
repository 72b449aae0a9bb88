import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import type { TenantRecord } from './tenant-record';

/**
 * The username as a real link to the tenant's page: the row click alone cannot be reached
 * from the keyboard, opened in a new tab or read as a link by a screen reader.
 */
export function TenantNameLink(_props: { label?: string; source?: string }) {
  const record = useRecordContext<TenantRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link
      to={createPath({ resource: 'tenants', id: record.id, type: 'show' })}
      // The row would navigate to the same page a second time.
      onClick={(event: MouseEvent) => event.stopPropagation()}
      underline="hover"
    >
      {record.username}
    </Link>
  );
}
