import type { AppError } from '../errors.js';
import type { Language, Messages } from '../i18n/catalog.js';
import type { Comparator } from './in-memory-order.js';
import type { ListReading } from './list-query.js';

/** A test of one row, compared both ways as the comparators are. */
type RowTest<Row> = { test(row: Row): boolean }['test'];

/**
 * One list of the contract as the server answers it: the fields it sorts by (in the server's
 * order, which its messages name), its default order, the server's own filter parser and what a
 * parsed filter keeps. Its functions are methods, compared both ways, so that a list of one kind
 * of row fits where the mock takes every area's.
 */
export interface ListSpec<Row, Field extends string, Filter> extends ListReading<Field, Filter> {
  /** The name `Content-Range` gives the rows. */
  resource: string;
  /** Each sort field's order; ties are broken by `idOf` in the same direction, as on the server. */
  orderBy: Record<Field, Comparator<Row>>;
  /** The order of a field named by the reading's `fieldPattern` (a tenant's `attr.<key>`). */
  orderByPattern?(field: string): Comparator<Row> | undefined;
  /** Under a pattern's order, the rows without a value: after the others in either direction, as on the server. */
  missingUnder?(field: string): RowTest<Row> | undefined;
  idOf(row: Row): number;
  matches(row: Row, filter: Filter): boolean;
  /** The total is `*` (not counted) above this many matching rows. */
  countLimit?: number;
}

/**
 * An area's list, declared in its own folder (`modules/<area>/list.ts`, exporting `list`), apart
 * from the repository that reads it, so that the mock server finds it there and pages, sorts and
 * filters rows held in memory as the server does, without loading the database layer. Operations
 * are named by the contract's operationId; the mock takes their paths from the generated handlers.
 */
export interface ListDeclaration<Row, Field extends string, Filter> extends ListSpec<Row, Field, Filter> {
  /** The operations that answer pages of this list, each with what it keeps of a row (all of it, unless said). */
  operations: readonly { operationId: string; project?(row: Row): unknown }[];
  /** Without any parameter of the convention, the whole list, in id order, rather than a first page (the tenants'). */
  wholeWithoutParameters?: boolean;
  /**
   * The operation answering one row by its id, which the list's rows answer, and the server's
   * refusal of an id it holds no row for: the 404 of that operation and of every one below its path.
   */
  getOne?: { operationId: string; notFound(id: number): AppError };
  /** The CSV export: every row the filter matches, in id order, with the server's columns, named for the day; words in the caller's language. */
  export?: {
    operationId: string;
    fileName: string;
    newestFirst: boolean;
    /** The first line, with the columns the rows add after the list's own (a tenant's attributes; none for most lists). */
    header(added: readonly string[]): string;
    /** One row's line, with a cell for each added column. */
    row(row: Row, language: Language, added: readonly string[]): string;
    /** The columns the rows add, as the mock reads them from its rows (the server from what it holds). */
    addedColumns?(rows: readonly Row[]): readonly string[];
  };
  /** The words of the area's refusals, its filter's among them. */
  messages: Messages;
}

/** Any area's list, as the mock takes them all. */
export type AnyListDeclaration = ListDeclaration<unknown, string, unknown>;

/** An area's list, typed by its rows as it is written, and handed to the mock as any area's. */
export function declareList<Row, Field extends string, Filter>(list: ListDeclaration<Row, Field, Filter>): AnyListDeclaration {
  return list;
}
