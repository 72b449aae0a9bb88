import Stack from '@mui/material/Stack';
import { TextInput, maxLength, required, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  createAttributeDefinitionBodyChoicesItemMax,
  createAttributeDefinitionBodyChoicesMax,
  createAttributeDefinitionBodyLabelsEnMax,
  createAttributeDefinitionBodyLabelsZhMax,
} from '../../generated/zod/attributes/attributes.zod';

/** What people read for the attribute, one input per language: both are required. */
export function AttributeLabelsInput() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ width: '100%' }}>
      <TextInput source="labels.zh" label="resources.attributes.fields.labelZh" validate={[required(), maxLength(createAttributeDefinitionBodyLabelsZhMax)]} />
      <TextInput source="labels.en" label="resources.attributes.fields.labelEn" validate={[required(), maxLength(createAttributeDefinitionBodyLabelsEnMax)]} />
    </Stack>
  );
}

const lines = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '');
const toChoices = (text: string) => text.split('\n');
const filled = (value: unknown): string[] => (Array.isArray(value) ? value.map(String).filter((choice) => choice.trim() !== '') : []);

/** An `enum`'s choices, one a line, checked as the contract checks them: at least one, at most 100, each at most 60 characters, none twice. */
function useChoicesChecks(): Validator {
  const translate = useTranslate();
  return (value: unknown) => {
    const choices = filled(value).map((choice) => choice.trim());
    if (choices.length === 0) return translate('resources.attributes.validation.choicesRequired');
    if (choices.length > createAttributeDefinitionBodyChoicesMax) return translate('resources.attributes.validation.choicesMax', { max: createAttributeDefinitionBodyChoicesMax });
    const long = choices.find((choice) => choice.length > createAttributeDefinitionBodyChoicesItemMax);
    if (long) return translate('resources.attributes.validation.choiceLength', { value: long, max: createAttributeDefinitionBodyChoicesItemMax });
    const twice = choices.find((choice, index) => choices.indexOf(choice) !== index);
    if (twice) return translate('resources.attributes.validation.choiceTwice', { value: twice });
    return undefined;
  };
}

/** The choices of an `enum`, one a line; shown only while the type is `enum`, the only type that has them. */
export function AttributeChoicesInput() {
  const type: unknown = useWatch({ name: 'type' });
  const check = useChoicesChecks();
  if (type !== 'enum') return null;
  return (
    <TextInput
      source="choices"
      label="resources.attributes.fields.choices"
      helperText="resources.attributes.help.choices"
      multiline
      minRows={3}
      format={lines}
      parse={toChoices}
      validate={check}
      fullWidth
    />
  );
}
