import Checkbox from '@mui/material/Checkbox';
import { useCallback, type MouseEvent } from 'react';
import { DatagridRow, useRecordContext, useTranslate, type DatagridRowProps, type Identifier, type RaRecord } from 'react-admin';

const CELL_CLASS = 'named-selection-cell';

interface SelectionCellProps {
  id: Identifier;
  label: string;
  selected: boolean;
  selectable: boolean;
  onToggleItem: DatagridRowProps['onToggleItem'];
  /** Read by react-admin's row to class the cell it puts this in. */
  cellClassName: string;
}

function SelectionCell({ id, label, selected, selectable, onToggleItem }: SelectionCellProps) {
  const toggle = useCallback(
    (event: MouseEvent) => {
      // The row itself opens the record: a click on its checkbox only selects.
      event.stopPropagation();
      if (selectable) onToggleItem?.(id, event);
    },
    [id, onToggleItem, selectable],
  );
  return (
    <Checkbox
      color="primary"
      className="select-item"
      checked={selectable && selected}
      disabled={!selectable}
      onClick={toggle}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}

export interface NamedSelectionRowProps extends DatagridRowProps {
  /** The message naming a row's checkbox, with `%{name}`. */
  selectLabel: string;
  /** What the checkbox is named after: the record's name as the row shows it. */
  nameOf: (record: RaRecord) => string;
}

/**
 * react-admin's row, with a checkbox named after its record ("Select acme-0001"): react-admin
 * puts its "Select this row" on the checkbox's frame, where assistive technology does not read it,
 * so the input itself has no name (axe: critical).
 */
export function NamedSelectionRow({ selectLabel, nameOf, children, hasBulkActions, sx, ...row }: NamedSelectionRowProps) {
  const record = useRecordContext(row);
  const translate = useTranslate();
  const label = record ? translate(selectLabel, { name: nameOf(record) }) : '';
  return (
    <DatagridRow
      {...row}
      hasBulkActions={false}
      // As react-admin draws its own checkbox cell.
      sx={[{ [`& > .${CELL_CLASS}`]: { width: 48, padding: '0 0 0 4px' } }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
    >
      {hasBulkActions && record && (
        <SelectionCell
          cellClassName={CELL_CLASS}
          id={record.id}
          label={label}
          selected={row.selected ?? false}
          selectable={row.selectable ?? true}
          onToggleItem={row.onToggleItem}
        />
      )}
      {children}
    </DatagridRow>
  );
}
