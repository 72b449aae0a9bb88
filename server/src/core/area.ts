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
 * the name its own code reaches them under (`request.server.repos.<name>`), the words of its own
 * refusals (its `messages.ts`), which `areas.ts` gathers with the shared ones, and what other
 * areas may call of it (`provides`, reached as `request.server.areas.<area>`): the one door
 * between areas, so that each can see who depends on which of its calls.
 */
export interface Area {
  handlers: OperationHandlers;
  repositories: Record<string, (context: RepositoryContext) => object>;
  messages: Messages;
  // `never`: each area's `provides` takes its own repositories, which the whole set satisfies.
  provides?: (own: never) => object;
}

/** An area's repositories once the database is open: `{ users: UserRepository }` from `{ users: (context) => UserRepository }`. */
export type Opened<Factories> = { [Name in keyof Factories]: Factories[Name] extends (context: RepositoryContext) => infer Made ? Made : never };

/**
 * The named methods of `target`, called on it: what an area's `provides` hands other areas of one
 * repository. Each call looks its method up then, so a method replaced on the repository (a test's
 * spy) is the one called.
 */
export function expose<Target extends object, Name extends keyof Target>(target: Target, names: readonly Name[]): Pick<Target, Name> {
  const exposed: Partial<Record<Name, (...args: unknown[]) => unknown>> = {};
  for (const name of names) {
    if (typeof target[name] !== 'function') throw new Error(`${String(name)} is not a method of the repository it is exposed from`);
    exposed[name] = (...args: unknown[]) => (target[name] as (...args: unknown[]) => unknown).apply(target, args);
  }
  return exposed as Pick<Target, Name>;
}
