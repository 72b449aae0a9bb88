/** The token's `tenant_id`, read without verifying (the server verifies); undefined if unreadable. */
export function tenantIdFromToken(token: string | null): number | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const tenantId = (JSON.parse(json) as { tenant_id?: unknown }).tenant_id;
    return typeof tenantId === 'number' ? tenantId : undefined;
  } catch {
    return undefined;
  }
}
