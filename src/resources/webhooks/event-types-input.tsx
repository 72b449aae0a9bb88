import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FieldTitle, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { useEventTypeMeaning } from './event-type-meaning';
import { EVENT_TYPE_CHOICES } from './event-types';

/**
 * The events an endpoint follows, as chips: the groups and the contract's actions are offered,
 * and any other action can be typed (a newer server may know more than this console).
 */
export function EventTypesInput({ validate }: { validate: Validator[] }) {
  const translate = useTranslate();
  const meaning = useEventTypeMeaning();
  const { id, field, fieldState, formState } = useInput<string[]>({ source: 'eventTypes', validate, defaultValue: [] });
  const value = Array.isArray(field.value) ? field.value : [];
  // As react-admin's own inputs: said once the input was left or the form was sent.
  const shown = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error?.message : undefined;

  return (
    <Autocomplete
      id={id}
      multiple
      freeSolo
      autoSelect
      options={EVENT_TYPE_CHOICES as string[]}
      value={value}
      onChange={(_event, next) => field.onChange([...new Set(next.map((type) => type.trim()).filter(Boolean))])}
      onBlur={field.onBlur}
      filterSelectedOptions
      fullWidth
      sx={{ width: '100%', maxWidth: 600, mb: 1 }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start !important' }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {option}
          </Typography>
          {meaning(option) !== undefined && (
            <Typography variant="caption" color="text.secondary">
              {meaning(option)}
            </Typography>
          )}
        </Box>
      )}
      renderValue={(types, getItemProps) =>
        types.map((type, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={type} title={meaning(type)} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          // Required (at least one), though its check is ours rather than react-admin's `required()`.
          label={<FieldTitle label="resources.webhooks.fields.eventTypes" source="eventTypes" resource="webhooks" isRequired />}
          placeholder={value.length === 0 ? translate('resources.webhooks.eventTypes.placeholder') : undefined}
          error={shown !== undefined}
          helperText={<InputHelperText error={shown} helperText="resources.webhooks.help.eventTypes" />}
          size="small"
          margin="dense"
        />
      )}
    />
  );
}
