/**
 * Read by assistive technology, not drawn (MUI's `visuallyHidden`, which @mui/material does not
 * export). Sizes are strings: in `sx`, a number up to 1 is a fraction, so `width: 1` is 100%.
 */
export const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
