declare const made: unique symbol;

/**
 * The tenant a request acts in: the principal's own, or for an administrator the one named in
 * `X-Tenant-Id`. Only `actIn` makes one, and only the auth plugin calls it once per request, so
 * every tenant-scoped repository call can demand one and none can be written without it.
 */
export interface ActingTenant {
  readonly tenantId: number;
  /** The administrators' own tenant: acting there, an administrator reads every tenant's log. */
  readonly isSystem: boolean;
  readonly [made]: true;
}

export function actIn(tenantId: number, isSystem: boolean): ActingTenant {
  return { tenantId, isSystem } as ActingTenant;
}
