import { type OperationHandlers, type RepositoryContext } from '../../core/area.js';
import { AttributeRepository } from './attribute-repository.js';
import * as attributes from './handlers.js';

/** The typed attributes of tenants: their definitions, made by administrators for every tenant. */
export const handlers: OperationHandlers = attributes;

export const repositories = {
  attributes: ({ db }: RepositoryContext) => new AttributeRepository(db),
};

export { messages } from './messages.js';
