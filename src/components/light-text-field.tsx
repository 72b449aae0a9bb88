import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import { useId, type InputHTMLAttributes } from 'react';

export interface LightTextFieldProps {
  name: string;
  label: string;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

/**
 * A labelled text field as react-admin's theme draws one (filled, dense), built from MUI's parts:
 * MUI's `TextField` also brings its select and multiline machinery, which a public page never uses
 * and would otherwise download first.
 */
export function LightTextField({ name, label, type = 'text', autoComplete, autoFocus, required, error, helperText }: LightTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl required={required} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
