import { expose, type OperationHandlers, type Opened, type RepositoryContext } from '../../core/area.js';
import * as users from './handlers.js';
import { UserRepository } from './user-repository.js';

/** The users of the acting tenant: list, create, update, delete, reset a password. */
export const handlers: OperationHandlers = users;

export const repositories = {
  users: ({ db }: RepositoryContext) => new UserRepository(db),
};

/** What accounts (signing in, one's own password and email), onboarding (invited owners), sessions and tenants read or write of users. */
export const provides = ({ users }: Opened<typeof repositories>) =>
  expose(users, [
    'anyAdministratorIn',
    'changeOwnPassword',
    'create',
    'createAll',
    'deleteInvited',
    'emailHolders',
    'emailTaken',
    'findByLogin',
    'findCredentials',
    'findCredentialsById',
    'findInTenant',
    'findSelf',
    'ownerEmailsOf',
    'recordSignIn',
    'countWithoutTwoFactor',
    'setTwoFactorDue',
    'setOwnEmail',
    'takenUsernames',
    'usernameTaken',
  ]);

export { messages } from './messages.js';
