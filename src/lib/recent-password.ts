import { ErrorCode } from '../generated/model';
import type { ApiError } from './api-error';

/** Asks the person for their password again; answers whether they gave it (and the server took it). */
export type PasswordAsker = () => Promise<boolean>;

let asker: PasswordAsker | undefined;
let asking: Promise<boolean> | undefined;

/** Set by the "confirm it's you" dialog while it is mounted (the admin application); unset, nobody is asked. */
export function askForPasswordWith(ask: PasswordAsker | undefined): void {
  asker = ask;
}

/**
 * Whether a refused call may be sent again: the server asked for the password given in the last
 * 10 minutes (`40312`), and the person gave it. Calls refused at the same moment share one question.
 */
export function confirmRecentPassword(error: ApiError): Promise<boolean> {
  if (error.code !== ErrorCode.RecentPasswordRequired || !asker) return Promise.resolve(false);
  asking ??= asker().finally(() => {
    asking = undefined;
  });
  return asking;
}
