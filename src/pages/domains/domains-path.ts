/** Where a tenant proves it owns its domains (spec §2 names the address). */
export const DOMAINS_PATH = '/settings/cname';
