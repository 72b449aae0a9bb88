/** Where a tenant proves it owns its domains: a fixed route of the console, under `/settings`. */
export const DOMAINS_PATH = '/settings/cname';
