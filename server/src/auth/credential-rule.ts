/**
 * The contract's `x-credential` mark: an operation that changes credentials (an account's email,
 * password, two-factor sign-in, API tokens, sessions or rights; creating an account; resetting
 * another's credentials; starting to act as an owner). Only a person's own session makes such a
 * change, never an API token or a session acting as an owner, and some ask for the password given
 * within the last 10 minutes. The server's check and the credential matrix test are both read
 * from this one mark.
 */
export interface CredentialRule {
  /** The body fields that make a call such a change; undefined when every call of it is one. */
  fields?: readonly string[];
  /**
   * When the session must have given its password recently: when the account changed is the
   * caller's own (`ownAccount`: the path's account names the caller, or the path names none), or
   * `always`.
   */
  recentPassword?: 'ownAccount' | 'always';
}

/** How long a password given (signing in, or confirming it) lets a session make the changes that ask for it. */
export const RECENT_PASSWORD_MS = 10 * 60 * 1000;

const RECENT_PASSWORD = new Set(['ownAccount', 'always']);

/** The mark as the contract writes it, checked: a misspelt mark must stop the server, not let calls through. */
export function parseCredentialRule(operationId: string, mark: unknown): CredentialRule | undefined {
  if (mark === undefined) return undefined;
  const wrong = (why: string) => new Error(`The contract's x-credential of ${operationId} ${why}`);
  if (mark === null || typeof mark !== 'object' || Array.isArray(mark)) throw wrong('is not an object');
  const { fields, recentPassword, ...rest } = mark as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw wrong(`has keys it does not know: ${unknown.join(', ')}`);
  if (fields !== undefined && (!Array.isArray(fields) || fields.length === 0 || !fields.every((field) => typeof field === 'string'))) {
    throw wrong('has fields that are not a list of names');
  }
  if (recentPassword !== undefined && !RECENT_PASSWORD.has(String(recentPassword))) throw wrong(`has recentPassword '${String(recentPassword)}'`);
  return {
    ...(fields !== undefined && { fields: fields as string[] }),
    ...(recentPassword !== undefined && { recentPassword: recentPassword as CredentialRule['recentPassword'] }),
  };
}

/** Whether this call, with this body, is a credential change under the rule. */
export function changesCredentials(rule: CredentialRule, body: unknown): boolean {
  if (rule.fields === undefined) return true;
  if (body === null || typeof body !== 'object') return false;
  return rule.fields.some((field) => field in body);
}

/** Whether the call must come from a session that gave its password recently. */
export function asksRecentPassword(rule: CredentialRule, accountNamed: number | undefined, callerId: number): boolean {
  if (rule.recentPassword === 'always') return true;
  return rule.recentPassword === 'ownAccount' && (accountNamed === undefined || accountNamed === callerId);
}
