import { styled } from '@mui/material/styles';
import { FilledFrame } from './filled-frame';
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

const Helper = styled('p', { shouldForwardProp: (prop) => prop !== 'error' })<{ error?: boolean }>(({ theme, error }) => ({
  ...theme.typography.caption,
  margin: '4px 14px 0',
  color: error ? theme.palette.error.main : theme.palette.text.secondary,
}));

/**
 * A labelled text field drawn as react-admin's theme draws one (filled, dense), from plain
 * elements: MUI's `TextField`, and even its `FilledInput` with `FormControl` and `InputLabel`,
 * weigh about a twentieth of a public page's first load, which never uses their select, multiline
 * or adornment machinery. The `<input>` carries what MUI's would (required, aria-invalid, the
 * helper as its description).
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
    <div>
      <FilledFrame error={error} adorned={endAdornment !== undefined}>
        {/* The placeholder is a space: it tells the label, through :placeholder-shown, whether the field is empty. */}
        <input
          {...inputProps}
          id={id}
          name={name}
          type={type}
          placeholder=" "
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          required={required}
          aria-invalid={Boolean(error)}
          value={value}
          defaultValue={defaultValue}
          onChange={onChange}
          ref={inputRef}
          aria-describedby={helper ? helperId : undefined}
        />
        <label htmlFor={id}>
          {label}
          {required && <span aria-hidden="true">{'\u2009*'}</span>}
        </label>
        {endAdornment}
      </FilledFrame>
      {helper && (
        <Helper id={helperId} error={error}>
          {helper}
        </Helper>
      )}
    </div>
  );
}
