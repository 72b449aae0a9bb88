import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { IsolatedParts } from '../../components/isolated-parts';
import { getListUsersQueryKey, useListUsers } from '../../generated/endpoints/users/users';
import type { ListUsersParams } from '../../generated/model';

/** The sign-up's first owner: the one who applied (sign-up makes its tenant with one owner). */
const APPLICANT: ListUsersParams = { filter: JSON.stringify({ role: 'owner' }), sort: '["userId","ASC"]', range: '[0,0]' };

/**
 * Who applied, by username and email, read inside the waiting tenant (an administrator may act
 * in it) rather than the acting one, under a key of its own.
 */
export function SignUpApplicant({ tenantId }: { tenantId: number }) {
  const translate = useTranslate();
  const owners = useListUsers(APPLICANT, {
    query: { queryKey: [...getListUsersQueryKey(APPLICANT), { tenantId }] },
    request: { headers: { 'X-Tenant-Id': String(tenantId) } },
  });
  const applicant = owners.data?.[0];
  if (owners.isError) {
    return <Typography variant="body2">{translate('resources.tenants.show.applicantFailed', { message: owners.error.message })}</Typography>;
  }
  if (!applicant) return null;
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      {`${translate('resources.tenants.show.applicant')}: `}
      <IsolatedParts parts={[applicant.username, applicant.email]} />
    </Typography>
  );
}
