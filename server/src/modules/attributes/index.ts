import { expose, type OperationHandlers, type Opened, type RepositoryContext } from '../../core/area.js';
import { AttributeRepository } from './attribute-repository.js';
import * as attributes from './handlers.js';

/** The typed attributes of tenants: their definitions, made by administrators for every tenant. */
export const handlers: OperationHandlers = attributes;

export const repositories = {
  attributes: ({ db }: RepositoryContext) => new AttributeRepository(db),
};

/** What the tenants' area calls: the definitions (its list's filters and sorts) and their count, a tenant's values, read with it and set by its create and update. */
export const provides = ({ attributes }: Opened<typeof repositories>) => expose(attributes, ['allValues', 'count', 'list', 'setValues', 'valuesOf']);

export { messages } from './messages.js';
