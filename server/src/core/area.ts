import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Messages } from './i18n/catalog.js';

/**
 * A contract operation's handler. It declares the request shape the contract validated before it
 * runs (`FastifyRequest<{ Body: LoginRequest }>`), where Fastify passes its default request (body
 * `unknown`). Declared as a method, its parameter is compared both ways, so such a handler fits.
 */
export type OperationHandler = {
  handle(request: FastifyRequest, reply: FastifyReply): unknown;
}['handle'];

/** An area's handlers, by the contract's operationId. */
export type OperationHandlers = Record<string, OperationHandler>;

/** What an area's repositories are made from when the server opens its database. */
export interface RepositoryContext {
  db: Kysely<Database>;
  config: Config;
}

/**
 * What each area exports from its `index.ts`: its operations' handlers, its repositories by
 * the name handlers reach them under (`request.server.repos.<name>`), and the words of its own
 * refusals (its `messages.ts`), which `areas.ts` gathers with the shared ones.
 */
export interface Area {
  handlers: OperationHandlers;
  repositories: Record<string, (context: RepositoryContext) => object>;
  messages: Messages;
}
