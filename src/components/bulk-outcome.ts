import type { Identifier } from 'react-admin';

/** One record a bulk action could not change, and why, in the server's words (the user's language). */
export interface BulkFailure {
  id: Identifier;
  name: string;
  reason: string;
}

/** What a bulk action did, record by record: changed, already so (the server's 304), refused. */
export interface BulkOutcome {
  changed: Identifier[];
  unchanged: Identifier[];
  failed: BulkFailure[];
}

export interface SettleEachOptions {
  /** The record's name as the list shows it. */
  nameOf: (id: Identifier) => string;
  /** Said when the refusal carries no words of the server's (a dropped connection). */
  fallbackReason: string;
  /**
   * Whether the record was already so as the list showed it: a call that answers 200 all the same
   * (enabling an enabled tenant) changed nothing. The call is made anyway: the list may be stale.
   */
  alreadySo?: (id: Identifier) => boolean;
}

/** The HTTP status of an error the data providers raise (react-admin's HttpError), if any. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

function reasonOf(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | null)?.message;
  const status = statusOf(error);
  return status !== undefined && status > 0 && typeof message === 'string' && message !== '' ? message : fallback;
}

/**
 * Runs the action on every id, each on its own, and sorts the answers: one refusal neither hides
 * the others' success nor stops them.
 */
export async function settleEach(ids: readonly Identifier[], act: (id: Identifier) => Promise<unknown>, options: SettleEachOptions): Promise<BulkOutcome> {
  const answers = await Promise.allSettled(ids.map((id) => act(id)));
  const outcome: BulkOutcome = { changed: [], unchanged: [], failed: [] };
  answers.forEach((answer, index) => {
    const id = ids[index]!;
    if (answer.status === 'fulfilled') (options.alreadySo?.(id) ? outcome.unchanged : outcome.changed).push(id);
    else if (statusOf(answer.reason) === 304) outcome.unchanged.push(id);
    else outcome.failed.push({ id, name: options.nameOf(id), reason: reasonOf(answer.reason, options.fallbackReason) });
  });
  return outcome;
}
