import { useRecordContext, useTranslate } from 'react-admin';
import type { TenantRecord } from './tenant-record';

/** "Tenant acme": the tenant's page, in the app bar, the tab and the page's heading. */
export function TenantShowTitle() {
  const record = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  return <>{record ? translate('resources.tenants.page.show', { name: record.username }) : ''}</>;
}
