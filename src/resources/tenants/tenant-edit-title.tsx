import { useRecordContext, useTranslate } from 'react-admin';
import type { TenantRecord } from './tenant-record';

/** "Edit tenant acme": apart from the tenant's page ("Tenant acme"), in the app bar and the tab. */
export function TenantEditTitle() {
  const record = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  return <>{record ? translate('resources.tenants.page.edit', { name: record.username }) : ''}</>;
}
