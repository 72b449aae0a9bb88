/** The console's error pages, each at `/<status>`. */
export const ERROR_STATUSES = [401, 403, 404, 500, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];
