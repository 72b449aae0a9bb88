import { useTranslate } from 'react-admin';
import { useActingTenant } from './use-acting-tenant';
import { useDocumentTitle } from './use-document-title';

export interface ActingTenantTitleProps {
  /** The title naming the tenant, with `%{tenant}`. */
  withTenant: string;
  /** The title while the tenant's name is unknown. */
  plain: string;
}

/** A page title that names the tenant the page acts in, in the app bar and the browser tab. */
export function ActingTenantTitle({ withTenant, plain }: ActingTenantTitleProps) {
  const translate = useTranslate();
  const { name } = useActingTenant();
  const title = name === undefined ? translate(plain) : translate(withTenant, { tenant: name });
  useDocumentTitle(title);
  return <>{title}</>;
}
