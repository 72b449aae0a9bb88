import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

/** What a column's field says of itself, as react-admin's Datagrid reads it. */
export interface ColumnProps {
  source?: string;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
  sortByOrder?: 'ASC' | 'DESC';
  textAlign?: 'left' | 'right' | 'center';
}

export type Column = ReactElement<ColumnProps> & { type: { textAlign?: ColumnProps['textAlign']; sortable?: boolean } };

export const columnsOf = (children: ReactNode) => Children.toArray(children).filter(isValidElement) as Column[];

/** A column's alignment: its own, or its field's (ids and numbers to the right). */
export const alignOf = (column: Column) => column.props.textAlign ?? column.type.textAlign;

/** The field a column sorts by, if the server sorts by it. */
export const sortFieldOf = (column: Column) =>
  column.props.sortable === false || column.type.sortable === false ? undefined : (column.props.sortBy ?? column.props.source);

/**
 * A column's key, kept when columns come and go before it (a tenant attribute's, once the
 * definitions are read): its field's source, else the key its place among the children gives it.
 */
export const keyOf = (column: Column, index: number) => column.props.source ?? column.key ?? index;
