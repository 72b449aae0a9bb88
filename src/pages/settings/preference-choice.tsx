import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

interface PreferenceChoiceProps<T extends string> {
  /** The preference: its words are `preferences.<name>.label` and `preferences.<name>.<choice>`. */
  name: 'theme' | 'font';
  choices: readonly T[];
  value: T;
  /** Whether what the group sent is one of `choices` (a radio's value is only a string). */
  isChoice: (value: string) => value is T;
  onChange: (choice: T) => void;
  /** How a choice's own label is drawn (a font in its own face). */
  choiceSx?: (choice: T) => SxProps<Theme>;
  /** A line below the choices, which describes the group. */
  help?: string;
}

/** One preference picked among a few, as a labelled row of radio buttons, applied as soon as it is picked. */
export function PreferenceChoice<T extends string>({ name, choices, value, isChoice, onChange, choiceSx, help }: PreferenceChoiceProps<T>) {
  const translate = useTranslate();
  const labelId = useId();
  const helpId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{translate(`preferences.${name}.label`)}</FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={labelId}
        aria-describedby={help === undefined ? undefined : helpId}
        value={value}
        onChange={(event) => {
          if (isChoice(event.target.value)) onChange(event.target.value);
        }}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice}
            value={choice}
            control={<Radio />}
            label={translate(`preferences.${name}.${choice}`)}
            slotProps={choiceSx === undefined ? undefined : { typography: { sx: choiceSx(choice) } }}
          />
        ))}
      </RadioGroup>
      {help !== undefined && (
        <FormHelperText id={helpId} sx={{ mx: 0 }}>
          {help}
        </FormHelperText>
      )}
    </FormControl>
  );
}
