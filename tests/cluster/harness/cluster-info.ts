/** What the suite's setup hands each file: where the cluster is, or why there is none. */
export interface ClusterInfo {
  /** Set when the cluster could not be started here: every file skips with it. */
  skipReason?: string;
  url: string;
  dir: string;
  /** `npm run test:cluster`: longer loads and more samples than the bounded run CI makes. */
  full: boolean;
  adminPassword: string;
  /** The administrator's session, valid on every server (one JWT_SECRET, sessions in the database). */
  adminToken: string;
}

/** Settings every server of the suite's cluster gets, on top of the cluster's own. */
export const CLUSTER_SERVER_ENV: Record<string, string> = {
  // The faults' load signs in and calls far more than people do; the rate-limit file sets its own names.
  LOGIN_RATE_LIMIT_MAX: '5',
  LOGIN_RATE_LIMIT_WINDOW_MS: '60000',
  LOGIN_ADDRESS_FAILURE_MAX: '1000000',
  API_TOKEN_RATE_LIMIT: '1000000',
  // The purge of deleted tenants, minutes rather than days after the delete (0.0001 day = 8.6 s).
  TENANT_PURGE_DAYS: '0.0001',
  WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
  WEBHOOK_POLL_MS: '100',
  WEBHOOK_TIMEOUT_MS: '2000',
  // A killed server's hold on the Idempotency-Keys it was answering runs out in seconds, not a minute.
  IDEMPOTENCY_HOLD_MS: '3000',
};
