import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { ListRangeFilter } from '../../components/light-list/list-range-filter';
import { ListSelectFilter } from '../../components/light-list/list-select-filter';
import { useAttributeDefinitions } from '../../components/use-attribute-definitions';
import type { AttributeDefinition } from '../../generated/model';
import { attributeLabel, attributeValueText } from '../../lib/attribute-text';
import type { TenantRecord } from './tenant-record';

/** The attributes administrators chose to show in the tenants list (`listed`), in key order. */
export function useListedAttributes(): AttributeDefinition[] {
  return (useAttributeDefinitions().data ?? []).filter((definition) => definition.listed);
}

interface AttributeValueFieldProps {
  definition: AttributeDefinition;
  /** Read by the table for the column's key and header, as react-admin's Datagrid reads its fields'. */
  source: string;
  label: string;
  sortBy: string;
  textAlign?: 'right';
}

/** The row's tenant's value of one attribute, in the reader's language; an empty cell when it has none. */
export function AttributeValueField({ definition }: AttributeValueFieldProps) {
  const record = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  const language = useLocale();
  const value = record?.attributes?.[definition.key];
  if (value === undefined) return null;
  return <>{attributeValueText(definition, value, language, (on) => translate(on ? 'attributes.yes' : 'attributes.no'))}</>;
}

/**
 * A column for each listed attribute, sorted by the server (`attr.<key>`, tenants without a value
 * last): an element per column, as the table reads its children.
 */
export function attributeColumns(definitions: readonly AttributeDefinition[], language: string) {
  return definitions.map((definition) => (
    <AttributeValueField
      key={definition.key}
      definition={definition}
      source={`attributes.${definition.key}`}
      label={attributeLabel(definition, language)}
      sortBy={`attr.${definition.key}`}
      {...(definition.type === 'number' && { textAlign: 'right' as const })}
    />
  ));
}

/**
 * A filter for each listed attribute the list can narrow by, in the address as `attr.<key>`: a
 * choice among a list's choices, a range of numbers or days ("Seats from … to …").
 */
export function AttributeFilters() {
  const language = useLocale();
  return (
    <>
      {useListedAttributes().map((definition) => {
        const label = attributeLabel(definition, language);
        const source = `attr.${definition.key}`;
        if (definition.type === 'enum') {
          return <ListSelectFilter key={definition.key} source={source} label={label} choices={definition.choices.map((choice) => ({ id: choice, name: choice }))} worded />;
        }
        if (definition.type === 'number' || definition.type === 'date') return <ListRangeFilter key={definition.key} source={source} label={label} type={definition.type} />;
        return null;
      })}
    </>
  );
}
