import Box from '@mui/material/Box';
import { useRecordContext, useTranslate } from 'react-admin';
import { VerifiedMark } from '../../components/verified-mark';
import type { TenantRecord } from './tenant-record';

/** How many domains the tenant has and, marked, how many of them it proved it owns (from the row itself). */
export function DomainsCountField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const total = record.domains.length;
  const verified = record.domains.filter((domain) => domain.verified).length;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontSize: '0.875rem' }}>
      {total}
      {verified > 0 && (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'success.main', fontSize: '1rem' }}>
          <VerifiedMark label={translate('domains.mark.someVerified', { verified, total })} />
          <Box component="span" aria-hidden sx={{ fontSize: '0.8125rem' }}>
            {verified}
          </Box>
        </Box>
      )}
    </Box>
  );
}
