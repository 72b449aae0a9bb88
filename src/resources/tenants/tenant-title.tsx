import { useRecordContext, useTranslate } from 'react-admin';
import type { TenantRecord } from './tenant-record';

/**
 * "Tenant acme" on the tenant's page, "Edit tenant acme" on its form: in the app bar (which the tab
 * follows) and as the page's heading.
 */
export function TenantTitle({ editing = false }: { editing?: boolean }) {
  const record = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(editing ? 'resources.tenants.page.edit' : 'resources.tenants.page.show', { name: record.username })}</>;
}
