import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import { useId, type ChangeEventHandler, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** What react-admin's inputs put under a field with nothing to say: the line stays, so a message does not move the form. */
const EMPTY_LINE = '\u200B';

export interface LightTextFieldProps {
  name: string;
  label: string;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  /** Keeps the helper's line under the field when there is no helper text, as react-admin's inputs do. */
  keepHelperLine?: boolean;
  /** For a controlled field; uncontrolled (read from the form) without. */
  value?: string;
  /** What an uncontrolled field starts with. */
  defaultValue?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  /** More attributes of the `<input>` (input mode, length, spell check…). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** Inside the field, at its end (a password's show/hide button). */
  endAdornment?: ReactNode;
}

/**
 * A labelled text field as react-admin's theme draws one (filled, dense), built from MUI's parts:
 * MUI's `TextField` also brings its select and multiline machinery, which a public page never uses
 * and would otherwise download first.
 */
export function LightTextField({
  name,
  label,
  type = 'text',
  autoComplete,
  autoFocus,
  required,
  error,
  helperText,
  keepHelperLine = false,
  value,
  defaultValue,
  onChange,
  inputRef,
  inputProps,
  endAdornment,
}: LightTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const helper = helperText || (keepHelperLine ? EMPTY_LINE : undefined);
  return (
    <FormControl required={required} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange}
        inputRef={inputRef}
        inputProps={inputProps}
        endAdornment={endAdornment}
        aria-describedby={helper ? helperId : undefined}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
