import { styled } from '@mui/material/styles';

const EASE_OUT = 'cubic-bezier(0, 0, 0.2, 1)';

export interface FilledFrameProps {
  error?: boolean;
  /** Something follows the control inside the frame (an icon, a button): the control keeps no right padding. */
  adorned: boolean;
  /** Without a label, as MUI's small field with a hidden label: 40 px high instead of 48. */
  dense?: boolean;
}

/**
 * The filled field's frame, as MUI's theme draws one, around an `<input>` or a `<select>` and its
 * `<label>`: a tinted box with a line under it that turns into the primary colour, growing from
 * the middle, while the field has the focus. The label sits in the box while the field is empty
 * and moves above what is shown once the field has the focus or a value (`:placeholder-shown` is
 * false once an input has a value, `:autofill` covers what the browser fills in, and a select
 * says it is empty with `data-empty`).
 */
export const FilledFrame = styled('div', { shouldForwardProp: (prop) => prop !== 'error' && prop !== 'adorned' && prop !== 'dense' })<FilledFrameProps>(
  ({ theme, error, adorned, dense }) => {
    const { palette } = theme;
    const light = palette.mode === 'light';
    const tint = light ? 'rgba(0, 0, 0, 0.06)' : 'rgba(255, 255, 255, 0.09)';
    const shrunk = { transform: 'translate(12px, 4px) scale(0.75)', maxWidth: 'calc(133% - 24px)' };
    const [top, bottom] = dense ? [8, 9] : [21, 4];
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
      '& > input:not(:placeholder-shown) ~ label, & > input:autofill ~ label, & > select:not([data-empty]) ~ label': shrunk,
      '& > input, & > select': {
        flex: 1,
        minWidth: 0,
        boxSizing: 'content-box',
        height: '1.4375em',
        margin: 0,
        border: 0,
        borderRadius: 0,
        padding: adorned ? `${top}px 0 ${bottom}px 12px` : `${top}px 12px ${bottom}px`,
        font: 'inherit',
        lineHeight: '1.4375em',
        color: palette.text.primary,
        background: 'none',
        outline: 'none',
      },
      // A labelled field's placeholder is a space that only tells the label whether the field is empty.
      '& > input::placeholder': dense ? { color: 'currentColor', opacity: light ? 0.42 : 0.5 } : { color: 'transparent' },
      '& > select': { appearance: 'none', cursor: 'pointer', paddingRight: 32 },
      '& > select option': { color: palette.text.primary, backgroundColor: palette.background.paper },
    };
  },
);
