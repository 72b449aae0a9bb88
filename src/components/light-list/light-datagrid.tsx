import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import {
  ListNoResults,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useNavigate,
  useResourceContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { alignOf, columnsOf, keyOf } from './columns';
import { LightBulkActionsToolbar } from './light-bulk-actions-toolbar';
import { LightDatagridHeader } from './light-datagrid-header';
import { SelectionCell } from './selection-cell';
import { rowsBetween } from './rows-between';

export interface LightDatagridProps {
  /** The columns: fields reading the row's record, each with its `source` and `label` as for react-admin's Datagrid. */
  children: ReactNode;
  /** The buttons shown over the header while rows are selected; no checkboxes without them. */
  bulkActionButtons?: ReactNode;
  /** The message naming a row's checkbox, with `%{name}` ("Select acme-0001"). */
  selectLabel: string;
  /** What a row's checkbox is named after: the record's name as the row shows it. */
  nameOf: (record: RaRecord) => string;
  /** A click on a row (off its links and buttons) opens the record's page. */
  rowClick?: 'show' | 'edit';
  sx?: SxProps<Theme>;
}

/** The header stays in sight above the rows, on the page's paper, as react-admin's Datagrid keeps it. */
const TABLE = {
  tableLayout: 'auto',
  '& .MuiTableCell-head': {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    backgroundColor: 'background.paper',
    '&:first-of-type': { borderTopLeftRadius: 4 },
    '&:last-child': { borderTopRightRadius: 4 },
  },
} as const;

/** A click that landed on something of its own (a link, a button, a checkbox) is not the row's. */
const onControl = (event: MouseEvent) => event.target instanceof Element && event.target.closest('a, button, input, label, [role="button"]') !== null;

/**
 * A list's table, as react-admin's Datagrid draws it (sortable headers, a checkbox per row named
 * after its record, shift-click to select a run of rows, the bulk toolbar over the header, a row
 * click opening the record), on ra-core's list context with MUI's table parts alone: react-admin's
 * Datagrid brought its loading skeleton, its expandable rows and its bulk delete buttons, a
 * twentieth of the first screen's download, to a list that uses none of them.
 */
export function LightDatagrid({ children, bulkActionButtons, selectLabel, nameOf, rowClick, sx }: LightDatagridProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const { data, isPending, total, selectedIds, onSelect, onToggleItem } = useListContext();
  const lastToggled = useRef<Identifier | null>(null);
  const columns = columnsOf(children);
  const selectable = bulkActionButtons !== undefined;

  if (isPending && !data) return <Table size="small" aria-busy="true" />;
  if (!data || data.length === 0 || total === 0) return <ListNoResults />;

  const pageIds = data.map((record) => record.id);

  const toggle = (id: Identifier, event: MouseEvent<HTMLButtonElement>) => {
    const checked = (event.target as HTMLInputElement).checked;
    const from = lastToggled.current;
    lastToggled.current = checked ? id : null;
    if (event.shiftKey && from !== null && pageIds.includes(from)) {
      const run = rowsBetween(pageIds, from, id);
      onSelect(checked ? [...selectedIds, ...run.filter((one) => !selectedIds.includes(one))] : selectedIds.filter((one) => !run.includes(one)));
    } else {
      onToggleItem(id);
    }
  };

  return (
    <Box sx={sx}>
      {selectable && <LightBulkActionsToolbar>{bulkActionButtons}</LightBulkActionsToolbar>}
      {/* Wider than the page (a phone turned sideways), the table scrolls in its own box. */}
      <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={TABLE}>
        <LightDatagridHeader columns={columns} pageIds={pageIds} selectable={selectable} />
        <TableBody>
          {data.map((record: RaRecord) => {
            const selected = selectedIds.includes(record.id);
            const open = rowClick && resource ? () => navigate(createPath({ resource, id: record.id, type: rowClick })) : undefined;
            return (
              <RecordContextProvider key={record.id} value={record}>
                <TableRow
                  hover
                  selected={selected}
                  onClick={open && ((event: MouseEvent) => !onControl(event) && open())}
                  sx={open ? { cursor: 'pointer' } : undefined}
                >
                  {selectable && (
                    <SelectionCell
                      className="select-item"
                      checked={selected}
                      onClick={(event) => toggle(record.id, event)}
                      label={translate(selectLabel, { name: nameOf(record) })}
                    />
                  )}
                  {columns.map((column, index) => (
                    <TableCell key={keyOf(column, index)} align={alignOf(column)}>
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </RecordContextProvider>
            );
          })}
        </TableBody>
      </Table>
      </Box>
    </Box>
  );
}
