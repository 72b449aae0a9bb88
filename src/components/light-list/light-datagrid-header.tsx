import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ChangeEvent } from 'react';
import { useListContext, useResourceContext, useTranslate, useTranslateLabel, type Identifier } from 'react-admin';
import { alignOf, keyOf, sortFieldOf, type Column } from './columns';
import { SelectionCell } from './selection-cell';

interface LightDatagridHeaderProps {
  columns: Column[];
  /** This page's rows, which the header's checkbox selects or leaves. */
  pageIds: Identifier[];
  selectable: boolean;
}

/**
 * The table's header: a checkbox for this page's rows (partly checked while some are selected),
 * and each column's label, a button that sorts by it (again: the other way) where the server can.
 */
export function LightDatagridHeader({ columns, pageIds, selectable }: LightDatagridHeaderProps) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const { sort, setSort, selectedIds, onSelect } = useListContext();
  const allOnPage = pageIds.every((id) => selectedIds.includes(id));
  const someOnPage = !allOnPage && pageIds.some((id) => selectedIds.includes(id));
  const selectPage = (event: ChangeEvent<HTMLInputElement>) =>
    onSelect(event.target.checked ? [...selectedIds, ...pageIds.filter((id) => !selectedIds.includes(id))] : selectedIds.filter((id) => !pageIds.includes(id)));
  const sortBy = (field: string, firstOrder: 'ASC' | 'DESC') =>
    setSort({ field, order: sort.field === field ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : firstOrder });

  return (
    <TableHead>
      <TableRow>
        {selectable && (
          <SelectionCell className="select-all" checked={allOnPage} indeterminate={someOnPage} onChange={selectPage} label={translate('ra.action.select_all')} />
        )}
        {columns.map((column, index) => {
          const label = column.props.source || column.props.label ? translateLabel({ label: column.props.label, resource, source: column.props.source }) : '';
          const field = sortFieldOf(column);
          const sorted = field !== undefined && sort.field === field;
          return (
            <TableCell key={keyOf(column, index)} align={alignOf(column)} sortDirection={sorted ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
              {field ? (
                <TableSortLabel
                  active={sorted}
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
  );
}
