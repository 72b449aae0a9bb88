import type { AttributeDefinition, AttributeDefinitionCreate, AttributeDefinitionUpdate, AttributeType } from '../../generated/model';

/** An attribute's definition as react-admin holds it: the contract's definition, its key as the `id`. */
export interface AttributeRecord extends AttributeDefinition {
  id: string;
}

export function toAttributeRecord(definition: AttributeDefinition): AttributeRecord {
  return { ...definition, id: definition.key };
}

/** An `enum` alone has choices: the form keeps what was typed while another type is picked, and sends none then. */
function choicesFor(type: AttributeType | undefined, choices: readonly string[] | undefined): string[] {
  return type === 'enum' ? (choices ?? []).map((choice) => choice.trim()).filter((choice) => choice !== '') : [];
}

/** The new definition as the contract wants it, from what the create form holds. */
export function toAttributeCreate(values: AttributeDefinitionCreate): AttributeDefinitionCreate {
  const create: AttributeDefinitionCreate = {
    key: values.key.trim(),
    labels: { zh: values.labels.zh.trim(), en: values.labels.en.trim() },
    type: values.type,
    required: values.required ?? false,
    unique: values.unique ?? false,
    listed: values.listed ?? false,
  };
  const choices = choicesFor(values.type, values.choices);
  if (choices.length > 0) create.choices = choices;
  return create;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/** Only what differs from the definition as it was read, so that an unchanged part is neither checked again nor audited. */
export function toAttributeUpdate(values: AttributeDefinitionUpdate, previous: AttributeDefinition): AttributeDefinitionUpdate {
  const update: AttributeDefinitionUpdate = {};
  const labels = values.labels && { zh: values.labels.zh.trim(), en: values.labels.en.trim() };
  if (labels && (labels.zh !== previous.labels.zh || labels.en !== previous.labels.en)) update.labels = labels;
  const type = values.type ?? previous.type;
  if (type !== previous.type) update.type = type;
  const choices = choicesFor(type, values.choices ?? previous.choices);
  if (type === 'enum' && !sameList(choices, previous.choices)) update.choices = choices;
  for (const flag of ['required', 'unique', 'listed'] as const) {
    if (values[flag] !== undefined && values[flag] !== previous[flag]) update[flag] = values[flag];
  }
  return update;
}
