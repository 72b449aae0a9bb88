/** Something that changes whenever any row changes, from this process or any other. */
export type DataVersion = () => Promise<string>;

/** Two numbers the database moves on with its writes, read together. */
export interface Versions {
  /** Moves on with every write to tenants or domains: the lists' caches are kept against it. */
  data: string;
  /** Moves on with every write to users: with `data` (tenants), it tells whether a caller may have changed. */
  principals: string;
  /** Moves on with every event written to the audit log: its pages are kept against it. */
  audit: string;
}

export type VersionsReader = () => Promise<Versions>;

/**
 * A read shared by every caller who asked during this turn of the event loop: it is made once
 * they have all asked (in `setImmediate`, after the turn's I/O callbacks), so each answer was
 * read after its caller asked, as exact as a read of its own. A caller of a later turn gets a
 * read of its own even while an earlier one is still on its way: it never waits behind it.
 */
export function afterThisTurn<T>(read: () => T | Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        pending = undefined;
        try {
          resolve(read());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    }));
}
