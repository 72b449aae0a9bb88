import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { BooleanField, NumberField, TextField, useFieldValue, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { IdField } from '../id-field';
import { LocalDateField } from '../local-date-field';
import { choiceKey, type ViewField } from './view-fields';

/** An enum's value as a chip, in the resource's words for it (the value itself when it has none). */
function EnumChip({ resource, source }: { resource: string; source: string }) {
  const translate = useTranslate();
  const value: unknown = useFieldValue({ source });
  if (typeof value !== 'string' || value === '') return null;
  // A span: on a row it sits inside a paragraph.
  return <Chip component="span" size="small" label={translate(choiceKey(resource, source, value), { _: value })} />;
}

/** What a declaration draws from the record in context. */
export function RecordRender<R>({ render }: { render: (record: R) => ReactNode }) {
  // react-admin's records carry an id; the declaration's are the contract's, which may name it otherwise.
  const record = useRecordContext<R & RaRecord>();
  return record ? <>{render(record)}</> : null;
}

/** One field of the record in context, drawn as its kind is (or as the declaration renders it). */
export function ContractFieldValue<R>({ resource, view }: { resource: string; view: ViewField<R> }) {
  const { field, override } = view;
  if (override.render) return <RecordRender render={override.render} />;
  const source = field.name;
  const emptyText = field.nullable || field.optional ? '—' : undefined;
  switch (field.kind) {
    case 'id':
      return <IdField source={source} />;
    case 'dateTime':
      return <LocalDateField source={source} />;
    case 'boolean':
      return <BooleanField source={source} looseValue />;
    case 'number':
      return <NumberField source={source} emptyText={emptyText} />;
    case 'enum':
      return <EnumChip resource={resource} source={source} />;
    default:
      return <TextField source={source} emptyText={emptyText} />;
  }
}
