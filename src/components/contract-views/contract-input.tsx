import { cloneElement } from 'react';
import {
  BooleanInput,
  DateTimeInput,
  NumberInput,
  SelectInput,
  TextInput,
  email,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
  useTranslate,
  type Validator,
} from 'react-admin';
import { matchesSchema } from '../../lib/schema-validator';
import { choiceKey, type ViewField } from './view-fields';

/**
 * A field's checks, from its schema: required unless it may be left out or be null, its lengths
 * and bounds in react-admin's words, and last the contract's own schema, so that whatever the
 * words above do not say (a pattern, a format) is still checked as the server will.
 */
export function contractValidators<R>({ field, override }: ViewField<R>): Validator[] {
  if (override.validate) return override.validate;
  const checks: Validator[] = [];
  if (!field.optional && !field.nullable && field.kind !== 'boolean') checks.push(required());
  if (field.minLength !== undefined) checks.push(minLength(field.minLength));
  if (field.maxLength !== undefined) checks.push(maxLength(field.maxLength));
  if (field.minValue !== undefined) checks.push(minValue(field.minValue));
  if (field.maxValue !== undefined) checks.push(maxValue(field.maxValue));
  if (field.kind === 'email') checks.push(email());
  if (field.pattern !== undefined) {
    checks.push(matchesSchema(field.schema, override.invalid ?? { message: 'ra.validation.regex', args: { pattern: field.pattern } }));
  }
  return checks;
}

/** One field of a create or edit form: the input of its kind, with the contract's checks and its label. */
export function ContractInput<R>({ resource, view }: { resource: string; view: ViewField<R> }) {
  const translate = useTranslate();
  const { field, override, label } = view;
  const common = { source: field.name, label, validate: contractValidators(view) };
  if (override.input) return cloneElement(override.input, common);
  switch (field.kind) {
    case 'enum':
      return (
        <SelectInput
          {...common}
          translateChoice={false}
          choices={(field.choices ?? []).map((value) => ({ id: value, name: translate(choiceKey(resource, field.name, value), { _: value }) }))}
        />
      );
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'number':
    case 'id':
      return <NumberInput {...common} />;
    case 'dateTime':
      return <DateTimeInput {...common} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    default:
      return <TextInput {...common} />;
  }
}
