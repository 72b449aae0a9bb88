import type { AttributeDefinition, AttributeValue } from '../../generated/model';

/** `plan:enterprise`, with the colon a Chinese keyboard types too; the key as the contract writes keys. */
const SHAPE = /^\s*([a-z][a-z0-9_]{0,39})\s*[:：]\s*(.+?)\s*$/;

const YES = new Set(['true', 'yes', 'y', '1', '是']);
const NO = new Set(['false', 'no', 'n', '0', '否']);

/** What was typed after the colon as a value of the attribute's type, or undefined when it cannot be one. */
function typedValue(definition: AttributeDefinition, text: string): AttributeValue | undefined {
  switch (definition.type) {
    case 'number': {
      const number = Number(text);
      return text !== '' && Number.isFinite(number) ? number : undefined;
    }
    case 'boolean': {
      const word = text.toLocaleLowerCase();
      return YES.has(word) ? true : NO.has(word) ? false : undefined;
    }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;
    case 'enum':
      return definition.choices.find((choice) => choice.toLocaleLowerCase() === text.toLocaleLowerCase());
    case 'text':
      return text;
  }
}

/** Whether what was typed has the shape of an attribute search (`key:value`), before the definitions are known. */
export function looksLikeAttributeSearch(query: string): boolean {
  return SHAPE.test(query);
}

/**
 * What was typed as a filter of the tenants list on one attribute (`{ "attr.plan": "enterprise" }`):
 * when the key is an attribute's and the value fits its type (a choice in any case, yes/no/是/否, a
 * number, a day). Undefined otherwise, and the text is searched as a name.
 */
export function attributeFilter(query: string, definitions: readonly AttributeDefinition[] | undefined): Record<string, AttributeValue> | undefined {
  const match = SHAPE.exec(query);
  if (!match || !definitions) return undefined;
  const [, key, text] = match;
  const definition = definitions.find((one) => one.key === key);
  const value = definition && text !== undefined ? typedValue(definition, text) : undefined;
  return value === undefined ? undefined : { [`attr.${key}`]: value };
}
