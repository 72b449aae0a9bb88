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

/** How many of the tenant's people's sessions the lifetime and idle timeout would end at their next call, as the server counted them. */
export function SessionsEndingImpact({ impact }: { impact: TenantPolicyImpact }) {
  const translate = useTranslate();
  return (
    <div role="status">
      {impact.sessionsEnding > 0 && <Alert severity="warning">{translate('policy.impact.sessionsEnding', { smart_count: impact.sessionsEnding })}</Alert>}
    </div>
  );
}

/** How many of the people a two-factor requirement covers have not turned it on, as the server counted them. */
export function TwoFactorImpact({ impact }: { impact: TenantPolicyImpact }) {
  const translate = useTranslate();
  return (
    <div role="status">
      {impact.withoutTwoFactor > 0 && <Alert severity="warning">{translate('policy.impact.withoutTwoFactor', { smart_count: impact.withoutTwoFactor })}</Alert>}
    </div>
  );
}
