import { useTranslate } from 'react-admin';
import { useActingTenant } from '../features/tenant-context';

export interface ActingTenantTitleProps {
  /** The title naming the tenant, with `%{tenant}`. */
  withTenant: string;
  /** The title while the tenant's name is unknown. */
  plain: string;
}

/** A page title that names the tenant the page acts in (the layout copies the app bar's title into the tab). */
export function ActingTenantTitle({ withTenant, plain }: ActingTenantTitleProps) {
  const translate = useTranslate();
  const { name } = useActingTenant();
  const title = name === undefined ? translate(plain) : translate(withTenant, { tenant: name });
  return <>{title}</>;
}
