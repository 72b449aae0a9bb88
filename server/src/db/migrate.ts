import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/0001-initial.js';
import * as dataVersion from './migrations/0002-data-version.js';
import * as tenantListIndexes from './migrations/0003-tenant-list-indexes.js';
import * as tenantSearch from './migrations/0004-tenant-search.js';
import * as statusSortIndexes from './migrations/0005-status-sort-indexes.js';
import * as trigramWithoutPendingList from './migrations/0006-trigram-indexes-without-pending-list.js';
import * as usersAndAudit from './migrations/0007-users-and-audit.js';
import * as passwordSessionsAndReset from './migrations/0008-password-sessions-and-reset.js';
import * as twoFactor from './migrations/0009-two-factor.js';
import * as domainProofs from './migrations/0010-domain-proofs.js';
import * as principalVersion from './migrations/0011-principal-version.js';
import * as tenantSearchText from './migrations/0012-tenant-search-text.js';
import * as oneTrigramIndex from './migrations/0013-one-trigram-index.js';
import * as searchRefreshPlannedPerCall from './migrations/0014-search-refresh-planned-per-call.js';
import * as usernameByteOrder from './migrations/0015-username-byte-order.js';
import * as auditVersion from './migrations/0016-audit-version.js';
import * as versionNotices from './migrations/0017-version-notices.js';
import * as sealedTotpSecrets from './migrations/0018-sealed-totp-secrets.js';
import * as resetRequestQueue from './migrations/0019-reset-request-queue.js';
import * as sessions from './migrations/0020-sessions.js';

/** Listed here rather than read from disk, so the compiled server and the tests agree. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-data-version': dataVersion,
  '0003-tenant-list-indexes': tenantListIndexes,
  '0004-tenant-search': tenantSearch,
  '0005-status-sort-indexes': statusSortIndexes,
  '0006-trigram-indexes-without-pending-list': trigramWithoutPendingList,
  '0007-users-and-audit': usersAndAudit,
  '0008-password-sessions-and-reset': passwordSessionsAndReset,
  '0009-two-factor': twoFactor,
  '0010-domain-proofs': domainProofs,
  '0011-principal-version': principalVersion,
  '0012-tenant-search-text': tenantSearchText,
  '0013-one-trigram-index': oneTrigramIndex,
  '0014-search-refresh-planned-per-call': searchRefreshPlannedPerCall,
  '0015-username-byte-order': usernameByteOrder,
  '0016-audit-version': auditVersion,
  '0017-version-notices': versionNotices,
  '0018-sealed-totp-secrets': sealedTotpSecrets,
  '0019-reset-request-queue': resetRequestQueue,
  '0020-sessions': sessions,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** Brings the schema up to date; throws (naming the migration) when one fails. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema can be migrated
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause.message}`, {
      cause,
    });
  }
  return results.map((result) => result.migrationName);
}
