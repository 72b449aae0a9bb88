import type { PostgresPool, PostgresPoolClient } from 'kysely';

/** What is needed of a `pg.Pool`: its clients, checked out and handed back. */
export interface CheckoutPool {
  connect(): Promise<PostgresPoolClient>;
  end(): Promise<void>;
}

/**
 * Only a plain `select` is taken to write nothing; anything else (a transaction's begin, a CTE) may.
 * A `select` of a function that writes would not be counted: the server has none, and must not.
 */
function mayWrite(statement: unknown): boolean {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text !== 'string' || !/^\s*select\b/i.test(text);
}

/**
 * The pool as Kysely is given it: each client, when handed back after a statement that may have
 * written, says so (`onWrite`). Kysely hands a connection back only after its statement, or its
 * transaction's commit, has ended: what was written is visible to any read sent after.
 */
export function countingWrites(pool: CheckoutPool, onWrite: () => void): PostgresPool {
  // One wrapper per pooled client, so that Kysely, which keeps its connection object per client,
  // finds it again on every checkout.
  const wrappers = new WeakMap<PostgresPoolClient, { counting: PostgresPoolClient; wrote: boolean }>();
  const wrap = (client: PostgresPoolClient) => {
    const wrapper = {
      wrote: false,
      counting: {
        // Kysely calls the two forms of `query` (a statement and its parameters, or a cursor); both pass through.
        query: ((statement: unknown, parameters?: readonly unknown[]) => {
          if (mayWrite(statement)) wrapper.wrote = true;
          return (client.query as (...args: unknown[]) => unknown)(...(parameters === undefined ? [statement] : [statement, parameters]));
        }) as PostgresPoolClient['query'],
        release: () => {
          client.release();
          if (wrapper.wrote) onWrite();
        },
      },
    };
    wrappers.set(client, wrapper);
    return wrapper;
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      const wrapper = wrappers.get(client) ?? wrap(client);
      wrapper.wrote = false;
      return wrapper.counting;
    },
    end: () => pool.end(),
  };
}
