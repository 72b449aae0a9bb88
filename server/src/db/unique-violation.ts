/** Whether a failed write broke a unique rule, on either database. */
export function isUniqueViolation(error: unknown): error is Error {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Which unique rule a failed write broke, for the rare race the pre-checks cannot see: `domain`,
 * a tenant claiming a name twice; `verifiedDomain`, a second tenant holding a name verified
 * (migration 0026). PostgreSQL names the index; SQLite names its columns.
 */
export function uniqueViolationOn(error: unknown): 'domain' | 'verifiedDomain' | 'username' | 'email' | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const { constraint } = error as Error & { constraint?: string };
  const target = `${constraint ?? ''} ${error.message}`;
  if (/domains_verified_name_key|domains\.name$/.test(target)) return 'verifiedDomain';
  if (/domains_name_tenant_key|domains\.name, domains\.tenant_id/.test(target)) return 'domain';
  if (/username_key/.test(target)) return 'username';
  if (/email_key/.test(target)) return 'email';
  return undefined;
}
