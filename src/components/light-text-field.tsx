import { styled } from '@mui/material/styles';
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

const EASE_OUT = 'cubic-bezier(0, 0, 0.2, 1)';

/**
 * The filled field's frame: a tinted box with a line under it that turns into the primary colour,
 * growing from the middle, while the field has the focus. The label sits in the box while the field
 * is empty and moves above what is typed once the field has the focus or a value (`:placeholder-shown`
 * is false once there is a value; `:autofill` covers what the browser fills in).
 */
const Frame = styled('div', { shouldForwardProp: (prop) => prop !== 'error' && prop !== 'adorned' })<{ error?: boolean; adorned: boolean }>(({ theme, error, adorned }) => {
  const { palette } = theme;
  const light = palette.mode === 'light';
  const tint = light ? 'rgba(0, 0, 0, 0.06)' : 'rgba(255, 255, 255, 0.09)';
  const shrunk = { transform: 'translate(12px, 4px) scale(0.75)', maxWidth: 'calc(133% - 24px)' };
  return {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    paddingRight: adorned ? 12 : 0,
    backgroundColor: tint,
    borderTopLeftRadius: theme.shape.borderRadius,
    borderTopRightRadius: theme.shape.borderRadius,
    transition: `background-color 200ms ${EASE_OUT}`,
    '&:hover': { backgroundColor: light ? 'rgba(0, 0, 0, 0.09)' : 'rgba(255, 255, 255, 0.13)' },
    '&::before, &::after': { content: '""', position: 'absolute', left: 0, right: 0, bottom: 0, pointerEvents: 'none' },
    '&::before': {
      borderBottom: `1px solid ${light ? 'rgba(0, 0, 0, 0.42)' : 'rgba(255, 255, 255, 0.7)'}`,
      transition: `border-bottom-color 200ms ${EASE_OUT}`,
    },
    '&:hover::before': { borderBottomColor: palette.text.primary },
    '&::after': {
      borderBottom: `2px solid ${error ? palette.error.main : palette.primary.main}`,
      transform: error ? 'scaleX(1)' : 'scaleX(0)',
      transition: `transform 200ms ${EASE_OUT}`,
    },
    '&:focus-within::after': { transform: 'scaleX(1)' },
    '& > label': {
      position: 'absolute',
      top: 0,
      left: 0,
      maxWidth: 'calc(100% - 24px)',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      transformOrigin: 'top left',
      transform: 'translate(12px, 13px) scale(1)',
      lineHeight: '1.4375em',
      color: error ? palette.error.main : palette.text.secondary,
      pointerEvents: 'none',
      transition: `color 200ms ${EASE_OUT}, transform 200ms ${EASE_OUT}, max-width 200ms ${EASE_OUT}`,
    },
    '&:focus-within > label': { ...shrunk, color: error ? palette.error.main : palette.primary.main },
    '& > input:not(:placeholder-shown) ~ label, & > input:autofill ~ label': shrunk,
    '& > input': {
      flex: 1,
      minWidth: 0,
      boxSizing: 'content-box',
      height: '1.4375em',
      margin: 0,
      border: 0,
      padding: adorned ? '21px 0 4px 12px' : '21px 12px 4px',
      font: 'inherit',
      lineHeight: '1.4375em',
      color: palette.text.primary,
      background: 'none',
      outline: 'none',
    },
    '& > input::placeholder': { color: 'transparent' },
  };
});

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
      <Frame error={error} adorned={endAdornment !== undefined}>
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
      </Frame>
      {helper && (
        <Helper id={helperId} error={error}>
          {helper}
        </Helper>
      )}
    </div>
  );
}
