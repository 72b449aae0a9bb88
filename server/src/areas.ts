import type { RouteHandlerMethod } from 'fastify';
import type { Area, OperationHandlers, RepositoryContext } from './core/area.js';
import { MessageCatalog, type MessageKey } from './core/i18n/catalog.js';
import { sharedMessages } from './core/i18n/messages.js';
import { AREA_MODULES, AREAS_BY_NAME } from './area-list.generated.js';

/**
 * Every area of the server. The list is generated from the folders of `modules/`
 * (`npm run generate`), so a new area's folder is its registration.
 */
const AREAS = AREA_MODULES satisfies readonly Area[];

type Factories = UnionToIntersection<(typeof AREAS)[number]['repositories']>;
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

/** Every area's repositories, by the name handlers reach them under (`request.server.repos.<name>`). */
export type Repositories = { [Name in keyof Factories]: Factories[Name] extends (context: RepositoryContext) => infer R ? R : never };

export function openRepositories(context: RepositoryContext): Repositories {
  const made = AREAS.flatMap((area) => Object.entries(area.repositories).map(([name, make]) => [name, make(context)] as const));
  // Built from the same list the type is derived from, name for name.
  return Object.fromEntries(made) as Repositories;
}

type ByName = typeof AREAS_BY_NAME;

/** What each area offers the others, by its name (`request.server.areas.users.create(…)`). */
export type Provided = {
  [Name in keyof ByName as ByName[Name] extends { provides: unknown } ? Name : never]: ByName[Name] extends { provides: (own: never) => infer Offered } ? Offered : never;
};

export function openProvided(repos: Repositories): Provided {
  const offered = Object.entries(AREAS_BY_NAME).flatMap(([name, area]: [string, Area]) =>
    // Each area's provides reads only its own repositories, which the whole set holds.
    area.provides ? [[name, (area.provides as (own: Repositories) => object)(repos)] as const] : [],
  );
  return Object.fromEntries(offered) as Provided;
}

const byOperationId = AREAS.reduce<OperationHandlers>((all, area) => ({ ...all, ...area.handlers }), {});

/** Every contract operation's handler, by operationId. */
export const handlers: Record<string, RouteHandlerMethod> = byOperationId;

/** The server's words: the shared messages and every area's own, each key from one of them. */
export const messages = new MessageCatalog<MessageKey>([sharedMessages, ...AREAS.map((area) => area.messages)]);
