import type { TenantPolicySettings, TwoFactorRequirement } from '../../generated/model';

/** The policy's numbers, each an input of the form. */
export const POLICY_NUMBERS = ['passwordMinLength', 'sessionLifetimeHours', 'idleTimeoutMinutes', 'twoFactorGraceDays'] as const;
type PolicyNumber = (typeof POLICY_NUMBERS)[number];

/** Whose sign-in must ask for a code, as the form's select holds it: empty for the instance's. */
export type RequirementChoice = TwoFactorRequirement | '';

/**
 * What the policy's form holds: the allowlist a network a line, each number as typed and the
 * two-factor requirement as chosen (empty: the instance's).
 */
export type PolicyFormValues = { allowlist: string; twoFactorRequiredFor: RequirementChoice } & Record<PolicyNumber, string>;

export function toFormValues(settings: TenantPolicySettings): PolicyFormValues {
  const typed = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    allowlist: (settings.ipAllowlist ?? []).join('\n'),
    passwordMinLength: typed(settings.passwordMinLength),
    sessionLifetimeHours: typed(settings.sessionLifetimeHours),
    idleTimeoutMinutes: typed(settings.idleTimeoutMinutes),
    twoFactorRequiredFor: settings.twoFactorRequiredFor ?? '',
    twoFactorGraceDays: typed(settings.twoFactorGraceDays),
  };
}

/** The settings the contract takes: no lines, anywhere (`null`); an empty number or choice, the instance's. */
export function toSettings(values: PolicyFormValues): Required<TenantPolicySettings> {
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
    twoFactorRequiredFor: values.twoFactorRequiredFor === '' ? null : values.twoFactorRequiredFor,
    twoFactorGraceDays: number(values.twoFactorGraceDays),
  };
}

/** The input a refusal's field names: `ipAllowlist[2]` is the allowlist's. */
export function inputOf(field: string | undefined): keyof PolicyFormValues | undefined {
  if (field?.startsWith('ipAllowlist')) return 'allowlist';
  if (field === 'twoFactorRequiredFor') return field;
  return (POLICY_NUMBERS as readonly string[]).includes(field ?? '') ? (field as PolicyNumber) : undefined;
}
