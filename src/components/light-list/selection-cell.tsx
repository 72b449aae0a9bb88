import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';

/** A table's selection checkbox in its cell, named for assistive technology (the input itself, not its frame). */
export function SelectionCell({ label, ...checkbox }: Omit<CheckboxProps, 'slotProps'> & { label: string }) {
  return (
    <TableCell padding="checkbox">
      <Checkbox color="primary" {...checkbox} slotProps={{ input: { 'aria-label': label } }} />
    </TableCell>
  );
}
