import type { Validator } from 'react-admin';
import type { ReactElement, ReactNode } from 'react';
import type * as zod from 'zod';
import type { ObjectSchema } from './schema-fields';

/** A field's name in a record of schema `S`. */
export type FieldName<S extends ObjectSchema> = keyof zod.infer<S> & string;

/** Where one field differs from what its schema alone makes of it, in every view. */
export interface FieldOverride<R> {
  /** Shown in no view (a form still sends what the record holds). */
  hidden?: boolean;
  /** The i18n key of its label, instead of `resources.<r>.fields.<f>`. */
  label?: string;
  /**
   * Shown by this instead of the field of its kind: a list's cell, a show page's value, a row's
   * line. It says what it shows by itself: a row's line gets no "Label:" before it.
   */
  render?: (record: R) => ReactNode;
  /** Typed in with this input instead of the one of its kind (its `source` is the field's). */
  input?: ReactElement;
  /** The i18n key said when a value breaks the contract's pattern, instead of react-admin's. */
  invalid?: string;
  /**
   * Its checks, instead of those made from its schema: the contract's rules still, worded otherwise
   * (one sentence for every way a username can break them, say).
   */
  validate?: Validator[];
}

/** Where a list differs from every field of its schema in a table. */
export interface ListOverride<R> {
  /**
   * The i18n key of the page's title, instead of `resources.<r>.page.list`; or the title itself,
   * drawn (one that names the acting tenant), for the heading and the app bar alike.
   */
  title?: string | ReactElement;
  /** The buttons above the list, instead of react-admin's (a create button when the resource has a create page). */
  actions?: ReactElement;
  /** The default sort, instead of react-admin's (`id`, descending). */
  sort?: { field: keyof R & string; order: 'ASC' | 'DESC' };
  /** Rows a page, instead of react-admin's 10. */
  perPage?: number;
  /** `false`: no pagination, for a list the contract bounds to one page. */
  pagination?: false;
  /** The fields shown, in this order. Default: every field of the list schema not hidden. */
  fields?: readonly (keyof R & string)[];
  /**
   * `auto`: a table, and one row per record on a phone, as the other lists. `rows`: one row per
   * record at every width, for a list inside a narrow card.
   */
  layout?: 'auto' | 'rows';
  /** In rows (on a phone), the fields each row shows, of the list's, when fewer than the table's columns. */
  rowFields?: readonly (keyof R & string)[];
  /** In rows, the fields of each row's first line; the others follow, one line each. Default: the first field. */
  primary?: readonly (keyof R & string)[];
  /** Drawn at the start of each row (rows only). */
  icon?: (record: R) => ReactNode;
  /** Each record's own actions, at the end of its row. */
  rowActions?: (record: R) => ReactNode;
  /** Where a click on a row goes; nowhere by default. */
  rowClick?: 'show' | 'edit' | false;
  /** The fields the server sorts by, instead of those the list's `sort` parameter names. */
  sortable?: readonly string[];
  /** The filter keys offered, instead of those the list's `filter` parameter names; `[]` for none. */
  filters?: readonly string[];
  /**
   * The filter inputs themselves, instead of those made from the filter keys: for filters the
   * contract's schema of a record does not describe (a time range, a name typed in).
   */
  filterInputs?: readonly ReactElement[];
  /** Shown when there is no record; react-admin's "No results found" by default, nothing when `null`. */
  empty?: ReactElement | null;
}

/** Where a show page or a form differs from every field of its schema. */
export interface FormOverride<R> {
  /** The i18n key of the page's title, instead of `resources.<r>.page.<view>`; or the title itself, drawn (one that names the record). */
  title?: string | ReactElement;
  /** The fields shown, in this order. Default: every field of the schema not hidden. */
  fields?: readonly (keyof R & string)[];
  /** A form's buttons, instead of react-admin's (save, and delete on an edit page). */
  toolbar?: ReactElement;
}

/** Where a show page differs beyond its fields: what the record's page offers around them. */
export interface ShowOverride<R> extends FormOverride<R> {
  /** The buttons above the record, instead of react-admin's (an edit button when it has an edit page). */
  actions?: ReactElement;
  /** Drawn above the fields, inside the record's card (a banner about its state). */
  before?: ReactElement;
  /** Drawn below the fields, inside the record's card (what belongs to the record: its deliveries, its history). */
  after?: ReactElement;
}

/**
 * A resource whose screens are plain, declared from the contract: its records' schema (a list
 * item's), the schema of what is sent to create or change one, and where it differs from that.
 * Labels are `resources.<name>.fields.<field>`, an enum's values `resources.<name>.choices.<field>.<value>`,
 * page titles `resources.<name>.page.<list|show|create|edit>` (else react-admin's `resources.<name>.name`).
 */
export interface ContractViewsDeclaration<L extends ObjectSchema, I extends ObjectSchema = ObjectSchema> {
  /** The react-admin resource's name. */
  name: string;
  /** The field that identifies a record; `id` by default. */
  id?: FieldName<L>;
  /** A record as the list operation answers it (`listXxxResponse.shape.data.element`). */
  list: L;
  /** The list operation's query parameters (`listXxxQueryParams`), if it takes any: sorting and filters. */
  listParams?: ObjectSchema;
  /** A record as the read operation answers it; the list's by default. */
  show?: ObjectSchema;
  /** What is sent to create one (`createXxxBody`); no form without it. */
  input?: I;
  /** What is sent to change one (`updateXxxBody`); the create body's by default. */
  update?: ObjectSchema;
  fields?: { [K in FieldName<L> | FieldName<I>]?: FieldOverride<zod.infer<L>> };
  views?: {
    list?: ListOverride<zod.infer<L>>;
    show?: ShowOverride<zod.infer<L>>;
    create?: FormOverride<zod.infer<I>>;
    edit?: FormOverride<zod.infer<I>>;
  };
}
