import type { FastifyRequest } from 'fastify';
import type { AttributeDefinition } from '../../../../src/generated/model/index.js';
import { invalid, type AttributeColumn, type AttributeCondition, type AttributeScalar, type ResolvedAttributeCondition as ResolvedCondition } from '../../core/lists/list-query.js';
import type { MessageKey } from '../../core/i18n/catalog.js';
import { fitsType, valueColumnOf } from '../../core/attribute-types.js';

type Definition = AttributeDefinition & { definitionId: number };

const KIND: Record<AttributeDefinition['type'], MessageKey> = {
  text: 'attributeKindText',
  enum: 'attributeKindChoice',
  number: 'attributeKindNumber',
  boolean: 'attributeKindBoolean',
  date: 'attributeKindDay',
};

/** A value of a condition as its column holds it, or the caller's 400 when it is not of the attribute's type. */
function columnValue(definition: Definition, value: AttributeScalar): string | number {
  if (!fitsType(definition, value)) throw invalid('filter', 'listFilterAttributeValue', { value: `attr.${definition.key}`, kind: { messageKey: KIND[definition.type] } });
  return typeof value === 'boolean' ? Number(value) : value;
}

function resolve(definition: Definition, condition: AttributeCondition): ResolvedCondition {
  const resolved: ResolvedCondition = { definitionId: definition.definitionId, column: valueColumnOf(definition.type) };
  if (condition.oneOf) resolved.oneOf = condition.oneOf.map((value) => columnValue(definition, value));
  if (condition.gte !== undefined || condition.lte !== undefined) {
    if (definition.type !== 'number' && definition.type !== 'date') throw invalid('filter', 'listFilterAttributeRange', { value: `attr.${definition.key}` });
    if (condition.gte !== undefined) resolved.gte = columnValue(definition, condition.gte);
    if (condition.lte !== undefined) resolved.lte = columnValue(definition, condition.lte);
  }
  return resolved;
}

/**
 * The definitions a list's filter and sort name by key, read once for both: a key no attribute
 * has is the caller's 400, as is a value of another type. Lists that name no attribute read nothing.
 */
export async function resolveAttributes(
  request: FastifyRequest,
  conditions: readonly AttributeCondition[] | undefined,
  sortField: string,
): Promise<{ conditions?: ResolvedCondition[]; order?: AttributeColumn }> {
  const sortKey = sortField.startsWith('attr.') ? sortField.slice('attr.'.length) : undefined;
  if (!conditions?.length && sortKey === undefined) return {};
  const definitions = new Map((await request.server.areas.attributes.list()).map((definition) => [definition.key, definition]));
  const resolvedConditions = conditions?.map((condition) => {
    const definition = definitions.get(condition.key);
    if (!definition) throw invalid('filter', 'listFilterAttributeUnknown', { value: condition.key });
    return resolve(definition, condition);
  });
  let order: AttributeColumn | undefined;
  if (sortKey !== undefined) {
    const definition = definitions.get(sortKey);
    if (!definition) throw invalid('sort', 'listSortAttributeUnknown', { value: sortKey });
    order = { definitionId: definition.definitionId, column: valueColumnOf(definition.type) };
  }
  return { ...(resolvedConditions && { conditions: resolvedConditions }), ...(order && { order }) };
}
