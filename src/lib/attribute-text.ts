import type { AttributeDefinition, AttributeValue } from '../generated/model';

/** A value as people read it in their language: yes/no, a day or a number in the locale's way, text as it is. */
export function attributeValueText(definition: AttributeDefinition, value: AttributeValue, language: string, yesNo: (on: boolean) => string): string {
  const locale = language === 'zh' ? 'zh-CN' : 'en-US';
  if (definition.type === 'boolean') return yesNo(value === true);
  if (definition.type === 'number' && typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  // A day is a day wherever the reader is: read as UTC midnight, shown in UTC.
  if (definition.type === 'date' && typeof value === 'string') return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  return String(value);
}

/** The label of a definition in the language the console shows. */
export function attributeLabel(definition: AttributeDefinition, language: string): string {
  return language === 'zh' ? definition.labels.zh : definition.labels.en;
}
