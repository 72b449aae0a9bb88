import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AttributeDefinition, AttributeDefinitionCreate, AttributeDefinitionUpdate } from '../../../../src/generated/model/index.js';
import { recordIn } from '../../core/audit/audit-context.js';
import { changesBetween } from '../../core/audit/audit-actions.js';
import { ok } from '../../core/envelope.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import type { StoredDefinition } from './attribute-repository.js';
import { LANGUAGES, refuseLabelClash } from './label-clash.js';

/** How many attributes may be defined: each is a column of forms, lists and files. */
const ATTRIBUTE_LIMIT = 50;

type KeyParams = { key: string };

const FIELDS = ['labels', 'type', 'choices', 'required', 'unique', 'listed'] as const;

function attributeNotFound(key: string): AppError {
  return new AppError(ErrorCode.AttributeNotFound, 'attributeNotFound', { params: { key } });
}

/** An `enum` has its choices, and no other type has any. */
function checkChoices(type: AttributeDefinition['type'], choices: readonly string[] | undefined): string[] {
  const wanted = choices?.map((choice) => choice.trim()) ?? [];
  if ((type === 'enum') !== wanted.length > 0) {
    throw new AppError(ErrorCode.ValidationFailed, 'attributeChoicesOfEnum', { field: 'choices', params: { field: 'choices' } });
  }
  return wanted;
}

function inTheWay(messageKey: 'attributeTypeInUse' | 'attributeChoiceInUse' | 'attributeRequiredMissing' | 'attributeUniqueShared', field: string, params: Record<string, string | number>): AppError {
  return new AppError(ErrorCode.AttributeValuesInTheWay, messageKey, { field, params });
}

/** Refuses a change the tenants' values of the attribute would not survive, saying how many stand in the way. */
async function refuseWhatValuesForbid(request: FastifyRequest, before: StoredDefinition, after: AttributeDefinition, trx: Kysely<Database>): Promise<void> {
  const values = await request.server.repos.attributes.valuesInTheWay(before, trx);
  const { key } = before;
  if (after.type !== before.type && values.withValue > 0) throw inTheWay('attributeTypeInUse', 'type', { key, count: values.withValue });
  const dropped = before.choices.filter((choice) => !after.choices.includes(choice));
  for (const choice of after.type === before.type ? dropped : []) {
    const holders = await values.holding([choice]);
    if (holders > 0) throw inTheWay('attributeChoiceInUse', 'choices', { key, value: choice, count: holders });
  }
  if (after.required && !before.required && values.withoutValue > 0) throw inTheWay('attributeRequiredMissing', 'required', { key, count: values.withoutValue });
  if (after.unique && !before.unique && values.sharing > 0) throw inTheWay('attributeUniqueShared', 'unique', { key, count: values.sharing });
}

/** The definition as the contract shows it, without the row's id. */
function shown({ definitionId: _id, ...definition }: StoredDefinition): AttributeDefinition {
  return definition;
}

export async function listAttributeDefinitions(request: FastifyRequest) {
  return ok((await request.server.repos.attributes.list()).map(shown));
}

export async function createAttributeDefinition(request: FastifyRequest<{ Body: AttributeDefinitionCreate }>, reply: FastifyReply) {
  const { key, labels, type, required = false, unique = false, listed = false } = request.body;
  const choices = checkChoices(type, request.body.choices);
  const { database, repos } = request.server;
  const created = await database.db.transaction().execute(async (trx) => {
    const defined = await repos.attributes.list(trx);
    if (defined.length >= ATTRIBUTE_LIMIT) {
      throw new AppError(ErrorCode.AttributeLimitReached, 'attributeLimitReached', { params: { limit: ATTRIBUTE_LIMIT } });
    }
    refuseLabelClash(key, labels, defined);
    const definition = await repos.attributes.create({ key, labels, type, choices, required, unique, listed }, new Date().toISOString(), trx);
    if (!definition) throw new AppError(ErrorCode.AttributeKeyTaken, 'attributeKeyTaken', { field: 'key', params: { key } });
    // Required from the start: only while no tenant would be left without it.
    if (required) {
      const values = await repos.attributes.valuesInTheWay(definition, trx);
      if (values.withoutValue > 0) throw inTheWay('attributeRequiredMissing', 'required', { key, count: values.withoutValue });
    }
    await recordIn(request, trx, {
      action: 'attribute.defined',
      tenantId: null,
      target: { type: 'attribute', id: key, label: key },
      changes: changesBetween({}, shown(definition), FIELDS),
    });
    return definition;
  });
  return reply.code(201).send(ok(shown(created)));
}

export async function updateAttributeDefinition(request: FastifyRequest<{ Params: KeyParams; Body: AttributeDefinitionUpdate }>) {
  const { key } = request.params;
  const { database, repos } = request.server;
  const saved = await database.db.transaction().execute(async (trx) => {
    const before = await repos.attributes.find(key, trx);
    if (!before) throw attributeNotFound(key);
    const type = request.body.type ?? before.type;
    const after: AttributeDefinition = {
      ...shown(before),
      ...request.body,
      type,
      // A type without choices forgets them; an `enum` keeps its own unless new ones are given.
      choices: checkChoices(type, request.body.choices ?? (type === 'enum' ? before.choices : undefined)),
    };
    // Only labels this call changes: a definition saved before the rule keeps its own.
    const relabelled = LANGUAGES.filter((language) => request.body.labels && request.body.labels[language] !== before.labels[language]);
    if (request.body.labels && relabelled.length > 0) refuseLabelClash(key, request.body.labels, await repos.attributes.list(trx), relabelled);
    await refuseWhatValuesForbid(request, before, after, trx);
    const changes = changesBetween(shown(before), after, FIELDS);
    if (Object.keys(changes).length === 0) return before;
    const definition = await repos.attributes.update(before, after, new Date().toISOString(), trx);
    await recordIn(request, trx, { action: 'attribute.changed', tenantId: null, target: { type: 'attribute', id: key, label: key }, changes });
    return definition;
  });
  return ok(shown(saved));
}

export async function deleteAttributeDefinition(request: FastifyRequest<{ Params: KeyParams }>) {
  const { key } = request.params;
  const { database, repos } = request.server;
  const valuesDeleted = await database.db.transaction().execute(async (trx) => {
    const definition = await repos.attributes.find(key, trx);
    if (!definition) throw attributeNotFound(key);
    const deleted = await repos.attributes.delete(definition, trx);
    await recordIn(request, trx, {
      action: 'attribute.deleted',
      tenantId: null,
      target: { type: 'attribute', id: key, label: key },
      changes: { ...changesBetween(shown(definition), {}, FIELDS), valuesDeleted: { before: deleted, after: 0 } },
    });
    return deleted;
  });
  return ok({ key, valuesDeleted });
}
