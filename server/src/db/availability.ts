import { sql, type Kysely } from 'kysely';

const UNAVAILABLE_CODES = new Set([
  // Network
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  // PostgreSQL: connection exceptions, shutdown, too many connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // A node that is (or has become) a standby: a failover moved the primary, and the connection
  // still reaches the old one. HAProxy cuts such connections; until it has, the call is a 503.
  '25006',
  // SQLite: the file is locked, missing, unreadable or full
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_FULL',
  'SQLITE_READONLY',
]);

const UNAVAILABLE_MESSAGES = [
  /driver has already been destroyed/i,
  /Cannot use a pool after calling end/i,
  /Connection terminated/i,
  // pg, for a statement on a connection whose database went away while it was checked out.
  /Client has encountered a connection error and is not queryable/i,
  /database connection is not open/i,
  /timeout exceeded when trying to connect/i,
  /Connection terminated due to connection timeout/i,
];

/** True for failures that mean "the database cannot be reached", not "the query is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof DatabaseTimeout) return true;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof code === 'string' && code.startsWith('SQLITE_IOERR')) return true;
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** Resolves when the database answers a trivial query within `timeoutMs`; rejects otherwise. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any schema
export async function ping(db: Kysely<any>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeout(timeoutMs)), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export class DatabaseTimeout extends Error {
  override name = 'DatabaseTimeout';
  constructor(timeoutMs: number) {
    super(`The database did not answer within ${timeoutMs} ms`);
  }
}
