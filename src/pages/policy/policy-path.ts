/** Where a tenant's owners set its policy: a fixed route of the console, under `/settings`. */
export const POLICY_PATH = '/settings/policy';
