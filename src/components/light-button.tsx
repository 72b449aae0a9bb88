import { styled } from '@mui/material/styles';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface LightButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `contained`: the page's one main action; `text`: a quiet one (the language switch). */
  variant: 'contained' | 'text';
  fullWidth?: boolean;
  startIcon?: ReactNode;
}

const Root = styled('button', { shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'fullWidth' })<{
  variant: LightButtonProps['variant'];
  fullWidth?: boolean;
}>(({ theme, variant, fullWidth }) => {
  const { palette } = theme;
  const contained = variant === 'contained';
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 64,
    width: fullWidth ? '100%' : undefined,
    margin: 0,
    border: 0,
    borderRadius: theme.shape.borderRadius,
    padding: contained ? '8px 22px' : '6px 8px',
    font: 'inherit',
    fontSize: contained ? '0.9375rem' : '0.875rem',
    fontWeight: theme.typography.fontWeightMedium,
    lineHeight: 1.75,
    textTransform: 'uppercase',
    cursor: 'pointer',
    color: contained ? palette.primary.contrastText : 'inherit',
    backgroundColor: contained ? palette.primary.main : 'transparent',
    boxShadow: contained ? theme.shadows[2] : 'none',
    transition: theme.transitions.create(['background-color', 'box-shadow'], { duration: theme.transitions.duration.short }),
    '&:hover': {
      backgroundColor: contained ? palette.primary.dark : palette.action.hover,
      boxShadow: contained ? theme.shadows[4] : 'none',
    },
    '&:focus-visible': {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: 2,
    },
    '&:disabled': {
      cursor: 'default',
      color: palette.action.disabled,
      backgroundColor: contained ? palette.action.disabledBackground : 'transparent',
      boxShadow: 'none',
    },
    '& > svg': { width: 20, height: 20, margin: '0 8px 0 -4px', fill: 'currentColor', flexShrink: 0 },
  };
});

/**
 * A button drawn as MUI's contained or text `Button` is in the console's theme, without its
 * ripple and transition machinery: on a public page, the first screen of a visitor, MUI's button
 * would be about a twentieth of everything downloaded.
 */
export function LightButton({ variant, fullWidth, startIcon, children, type = 'button', ...rest }: LightButtonProps) {
  return (
    <Root variant={variant} fullWidth={fullWidth} type={type} {...rest}>
      {startIcon}
      {children}
    </Root>
  );
}
