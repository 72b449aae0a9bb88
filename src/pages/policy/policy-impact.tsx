import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { TenantPolicyImpact } from '../../generated/model';

/** What saving the allowlist would do, as the server checked it: who it would lock out, and whose sessions would stop. */
export function AllowlistImpact({ impact }: { impact: TenantPolicyImpact }) {
  const translate = useTranslate();
  const address = { address: impact.yourAddress };
  return (
    <Stack spacing={1} role="status">
      {!impact.boundByAllowlist ? (
        <Alert severity="info">{translate('policy.impact.notBound', address)}</Alert>
      ) : impact.yourAddressAllowed ? (
        <Alert severity="success">{translate('policy.impact.inside', address)}</Alert>
      ) : (
        <Alert severity="error">{translate('policy.impact.outside', address)}</Alert>
      )}
      {impact.sessionsOutside > 0 && <Alert severity="warning">{translate('policy.impact.sessionsOutside', { smart_count: impact.sessionsOutside })}</Alert>}
    </Stack>
  );
}

/**
 * A count of the server's check as a warning, in a live region that is there before it speaks:
 * the sessions a lifetime or idle timeout would end, the people a two-factor requirement finds without it.
 */
export function CountImpact({ count, message }: { count: number; message: 'policy.impact.sessionsEnding' | 'policy.impact.withoutTwoFactor' }) {
  const translate = useTranslate();
  return <div role="status">{count > 0 && <Alert severity="warning">{translate(message, { smart_count: count })}</Alert>}</div>;
}
