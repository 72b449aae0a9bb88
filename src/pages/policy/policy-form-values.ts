import type { TenantPolicySettings } from '../../generated/model';

/** The policy's numbers, each an input of the form. */
export const POLICY_NUMBERS = ['passwordMinLength', 'sessionLifetimeHours', 'idleTimeoutMinutes'] as const;
type PolicyNumber = (typeof POLICY_NUMBERS)[number];

/** What the policy's form holds: the allowlist a network a line, each number as typed (empty: the instance's). */
export type PolicyFormValues = { allowlist: string } & Record<PolicyNumber, string>;

export function toFormValues(settings: TenantPolicySettings): PolicyFormValues {
  const typed = (value: number | null) => (value === null ? '' : String(value));
  return {
    allowlist: (settings.ipAllowlist ?? []).join('\n'),
    passwordMinLength: typed(settings.passwordMinLength),
    sessionLifetimeHours: typed(settings.sessionLifetimeHours),
    idleTimeoutMinutes: typed(settings.idleTimeoutMinutes),
  };
}

/** The settings the contract takes: no lines, anywhere (`null`); an empty number, the instance's. */
export function toSettings(values: PolicyFormValues): TenantPolicySettings {
  const lines = values.allowlist
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
  const number = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  return {
    ipAllowlist: lines.length === 0 ? null : lines,
    passwordMinLength: number(values.passwordMinLength),
    sessionLifetimeHours: number(values.sessionLifetimeHours),
    idleTimeoutMinutes: number(values.idleTimeoutMinutes),
  };
}

/** The input a refusal's field names: `ipAllowlist[2]` is the allowlist's. */
export function inputOf(field: string | undefined): keyof PolicyFormValues | undefined {
  if (field?.startsWith('ipAllowlist')) return 'allowlist';
  return (POLICY_NUMBERS as readonly string[]).includes(field ?? '') ? (field as PolicyNumber) : undefined;
}
