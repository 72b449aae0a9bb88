import type { OperationHandlers, RepositoryContext } from '../../core/area.js';
import * as users from './handlers.js';
import { UserRepository } from './user-repository.js';

/** The users of the acting tenant: list, create, update, delete, reset a password. */
export const handlers: OperationHandlers = users;

export const repositories = {
  users: ({ db }: RepositoryContext) => new UserRepository(db),
};

export { messages } from './messages.js';
