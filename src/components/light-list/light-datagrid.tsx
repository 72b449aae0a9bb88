import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import { Children, isValidElement, useRef, type ChangeEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import {
  ListNoResults,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useNavigate,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { LightBulkActionsToolbar } from './light-bulk-actions-toolbar';
import { rowsBetween } from './rows-between';

/** What a column's field says of itself, as react-admin's Datagrid reads it. */
interface ColumnProps {
  source?: string;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
  sortByOrder?: 'ASC' | 'DESC';
  textAlign?: 'left' | 'right' | 'center';
}

type Column = ReactElement<ColumnProps> & { type: { textAlign?: ColumnProps['textAlign']; sortable?: boolean } };

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

const columnsOf = (children: ReactNode) => Children.toArray(children).filter(isValidElement) as Column[];
const alignOf = (column: Column) => column.props.textAlign ?? column.type.textAlign;
const sortFieldOf = (column: Column) =>
  column.props.sortable === false || column.type.sortable === false ? undefined : (column.props.sortBy ?? column.props.source);

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
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const { data, isPending, total, sort, setSort, selectedIds, onSelect, onToggleItem } = useListContext();
  const lastToggled = useRef<Identifier | null>(null);
  const columns = columnsOf(children);
  const selectable = bulkActionButtons !== undefined;

  if (isPending && !data) return <Table size="small" aria-busy="true" />;
  if (!data || data.length === 0 || total === 0) return <ListNoResults />;

  const pageIds = data.map((record) => record.id);
  const allOnPage = pageIds.every((id) => selectedIds.includes(id));
  const someOnPage = !allOnPage && pageIds.some((id) => selectedIds.includes(id));
  const selectPage = (event: ChangeEvent<HTMLInputElement>) =>
    onSelect(event.target.checked ? [...selectedIds, ...pageIds.filter((id) => !selectedIds.includes(id))] : selectedIds.filter((id) => !pageIds.includes(id)));

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

  const sortBy = (field: string, firstOrder: 'ASC' | 'DESC') =>
    setSort({ field, order: sort.field === field ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : firstOrder });

  return (
    <Box sx={sx}>
      {selectable && <LightBulkActionsToolbar>{bulkActionButtons}</LightBulkActionsToolbar>}
      {/* Wider than the page (a phone turned sideways), the table scrolls in its own box. */}
      <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={TABLE}>
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  className="select-all"
                  color="primary"
                  checked={allOnPage}
                  indeterminate={someOnPage}
                  onChange={selectPage}
                  slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
                />
              </TableCell>
            )}
            {columns.map((column, index) => {
              const label = column.props.source || column.props.label ? translateLabel({ label: column.props.label, resource, source: column.props.source }) : '';
              const field = sortFieldOf(column);
              return (
                <TableCell key={column.props.source ?? index} align={alignOf(column)} sortDirection={field && sort.field === field ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
                  {field ? (
                    <TableSortLabel
                      active={sort.field === field}
                      direction={sort.order === 'ASC' ? 'asc' : 'desc'}
                      data-field={field}
                      data-order={column.props.sortByOrder ?? 'ASC'}
                      onClick={() => sortBy(field, column.props.sortByOrder ?? 'ASC')}
                    >
                      {label}
                    </TableSortLabel>
                  ) : (
                    label
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
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
                    <TableCell padding="checkbox">
                      <Checkbox
                        className="select-item"
                        color="primary"
                        checked={selected}
                        onClick={(event) => toggle(record.id, event)}
                        slotProps={{ input: { 'aria-label': translate(selectLabel, { name: nameOf(record) }) } }}
                      />
                    </TableCell>
                  )}
                  {columns.map((column, index) => (
                    <TableCell key={column.props.source ?? index} align={alignOf(column)}>
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
