import type { TenantPolicySettings } from '../../generated/model';

/** What the policy's form holds: the allowlist a network a line, the shortest password as typed. */
export interface PolicyFormValues {
  allowlist: string;
  passwordMinLength: string;
}

export function toFormValues(settings: TenantPolicySettings): PolicyFormValues {
  return { allowlist: (settings.ipAllowlist ?? []).join('\n'), passwordMinLength: settings.passwordMinLength === null ? '' : String(settings.passwordMinLength) };
}

/** The settings the contract takes: no lines, anywhere (`null`); an empty length, the instance's. */
export function toSettings(values: PolicyFormValues): TenantPolicySettings {
  const lines = values.allowlist
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
  const length = values.passwordMinLength.trim();
  return { ipAllowlist: lines.length === 0 ? null : lines, passwordMinLength: length === '' ? null : Number(length) };
}

/** The input a refusal's field names: `ipAllowlist[2]` is the allowlist's. */
export function inputOf(field: string | undefined): keyof PolicyFormValues | undefined {
  if (field?.startsWith('ipAllowlist')) return 'allowlist';
  if (field === 'passwordMinLength') return 'passwordMinLength';
  return undefined;
}
