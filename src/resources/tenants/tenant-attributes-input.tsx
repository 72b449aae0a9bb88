import Typography from '@mui/material/Typography';
import {
  DateInput,
  NullableBooleanInput,
  NumberInput,
  SelectInput,
  TextInput,
  maxLength,
  required,
  useLocale,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useAttributeDefinitions } from '../../components/use-attribute-definitions';
import type { AttributeDefinition } from '../../generated/model';
import { attributeLabel } from '../../lib/attribute-text';

/** The contract's longest text value. */
const TEXT_MAX = 500;

/**
 * A choice of up to 60 characters stays within a phone's width: the chosen one wraps rather than
 * widening the form (an inline style, as MUI's own rule keeps it on one line with more weight).
 */
const WRAPPING_CHOICE = { select: { SelectDisplayProps: { style: { whiteSpace: 'normal', overflowWrap: 'anywhere' } } } } as const;

function AttributeInput({ definition, label }: { definition: AttributeDefinition; label: string }) {
  const source = `attributes.${definition.key}`;
  const checks: Validator[] = definition.required ? [required()] : [];
  switch (definition.type) {
    case 'number':
      return <NumberInput source={source} label={label} validate={checks} />;
    case 'boolean':
      return <NullableBooleanInput source={source} label={label} validate={checks} nullLabel="attributes.notSet" trueLabel="attributes.yes" falseLabel="attributes.no" />;
    case 'date':
      return <DateInput source={source} label={label} validate={checks} />;
    case 'enum':
      return (
        <SelectInput
          source={source}
          label={label}
          validate={checks}
          choices={definition.choices.map((choice) => ({ id: choice, name: choice }))}
          translateChoice={false}
          emptyText="attributes.notSet"
          slotProps={WRAPPING_CHOICE}
        />
      );
    default:
      return <TextInput source={source} label={label} validate={[...checks, maxLength(TEXT_MAX)]} />;
  }
}

/**
 * An input for each attribute administrators defined, of its type and labelled in the reader's
 * language: a required one must be filled, an empty one is left unset (or cleared on an edit).
 * Nothing shows while no attribute is defined.
 */
export function TenantAttributesInput() {
  const translate = useTranslate();
  const language = useLocale();
  const { data: definitions, error } = useAttributeDefinitions();
  if (error) {
    return (
      <Typography variant="body2" color="error" role="alert">
        {translate('attributes.loadFailed', { message: error.message })}
      </Typography>
    );
  }
  if (!definitions?.length) return null;
  return (
    <>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        {translate('attributes.title')}
      </Typography>
      {definitions.map((definition) => (
        <AttributeInput key={definition.key} definition={definition} label={attributeLabel(definition, language)} />
      ))}
    </>
  );
}
