/** Which unique rule a failed write broke, for the rare race the pre-checks cannot see. */
export function uniqueViolationOn(error: unknown): 'domain' | 'username' | 'email' | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, constraint } = error as Error & { code?: string; constraint?: string };
  const isUnique = code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
  if (!isUnique) return undefined;
  const target = `${constraint ?? ''} ${error.message}`;
  if (/domains[._]name/.test(target)) return 'domain';
  if (/username_key/.test(target)) return 'username';
  if (/email_key/.test(target)) return 'email';
  return undefined;
}
