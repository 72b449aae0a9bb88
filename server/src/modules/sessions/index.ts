import { SessionRepository } from '../../auth/session-repository.js';
import { expose, type OperationHandlers, type Opened, type RepositoryContext } from '../../core/area.js';
import * as sessions from './handlers.js';
import * as impersonation from './impersonation.js';

/** A user's own sessions: listed, ended one by one or all at once, signing out; and an administrator's acting session. */
export const handlers: OperationHandlers = { ...sessions, ...impersonation };

/** Sessions are read on every authenticated call, so their repository lives in `auth/`. */
export const repositories = {
  sessions: ({ db }: RepositoryContext) => new SessionRepository(db),
};

/** What signing in, a password change, and a user's or tenant's loss of rights do to sessions. */
export const provides = ({ sessions }: Opened<typeof repositories>) => expose(sessions, ['create', 'confirmPassword', 'endAllOfUser', 'endAllOfTenant', 'endActingOf', 'openSessionsOfTenant']);

export { messages } from './messages.js';
