import type { ReactElement } from 'react';
import { Create, Edit, List, Show, SimpleForm, SimpleShowLayout, useTranslate } from 'react-admin';
import { PageHeading } from '../page-heading';
import { WRAP_LONG_TEXT } from '../long-text';
import { ContractFieldValue } from './contract-field';
import { ContractInput } from './contract-input';
import { ContractListBody, useContractFilters, type ListPlan } from './contract-list';
import { useViewTitle, type ViewKind } from './view-title';
import type { ViewField } from './view-fields';
import type { ShowOverride } from './declaration';

/**
 * A page's heading and the app bar's title (the tab copies it), one text for both. Pages skip
 * react-admin's own session check: the layout checks the session for every page, and a second
 * check would hold back the first render.
 */
function usePageTitle(resource: string, view: ViewKind, key: string | ReactElement | undefined) {
  const translated = useViewTitle(resource, view, typeof key === 'string' ? key : undefined);
  // Already translated: a string here would be looked up as a key once more.
  const title = typeof key === 'object' ? key : <>{translated}</>;
  return { heading: <PageHeading>{title}</PageHeading>, title };
}

/** A resource's list page: heading, filters and sorting the contract allows, its table or rows. */
export function ContractListPage<R>({ plan }: { plan: ListPlan<R> }) {
  const { heading, title } = usePageTitle(plan.resource, 'list', plan.view.title);
  const filters = useContractFilters(plan);
  return (
    <>
      {heading}
      <List
        resource={plan.resource}
        disableAuthentication
        title={title}
        filters={filters.length > 0 ? filters : undefined}
        actions={plan.view.actions}
        sort={plan.view.sort}
        perPage={plan.view.perPage}
        pagination={plan.view.pagination}
        // Shown instead of the list (and its buttons) when it has no record and no filter is set.
        {...(plan.view.empty !== undefined && { empty: plan.view.empty ?? false })}
        sx={WRAP_LONG_TEXT}
      >
        <ContractListBody plan={plan} />
      </List>
    </>
  );
}

/** What a show page or a form needs: the resource, its fields in order, its title's key (or drawn title) if not the usual one. */
export interface PagePlan<R> {
  resource: string;
  fields: readonly ViewField<R>[];
  title?: string | ReactElement;
  /** The form's buttons, when not react-admin's. */
  toolbar?: ReactElement;
}

/**
 * The page keeps the screen's width: a table below the fields scrolls inside its own box. (A flex
 * item is as wide as its widest content unless told otherwise.)
 */
const SHOW_PAGE_SX = { ...WRAP_LONG_TEXT, '& .RaShow-main, & .RaShow-card': { minWidth: 0 } } as const;

/** A record's page: each field under its label, with what the declaration adds above and below them. */
export function ContractShowPage<R>({ page: { resource, fields, title: key }, view = {} }: { page: PagePlan<R>; view?: ShowOverride<R> }) {
  const translate = useTranslate();
  const { heading, title } = usePageTitle(resource, 'show', key);
  return (
    <Show resource={resource} disableAuthentication title={title} actions={view.actions} sx={SHOW_PAGE_SX}>
      {heading}
      <SimpleShowLayout>
        {view.before}
        {fields.map((field) => (
          <ContractShowField key={field.field.name} resource={resource} view={field} label={translate(field.label)} />
        ))}
      </SimpleShowLayout>
      {view.after}
    </Show>
  );
}

/** SimpleShowLayout reads each row's label from its child's props. */
function ContractShowField<R>({ resource, view }: { resource: string; view: ViewField<R>; label: string }) {
  return <ContractFieldValue resource={resource} view={view} />;
}

function ContractForm<R>({ resource, fields, toolbar }: { resource: string; fields: readonly ViewField<R>[]; toolbar?: ReactElement }) {
  return (
    <SimpleForm toolbar={toolbar}>
      {fields.map((field) => (
        <ContractInput key={field.field.name} resource={resource} view={field} />
      ))}
    </SimpleForm>
  );
}

/** A form to create a record, with the contract's checks on each input. */
export function ContractCreatePage<R>({ page: { resource, fields, title: key, toolbar } }: { page: PagePlan<R> }) {
  const { heading, title } = usePageTitle(resource, 'create', key);
  return (
    <>
      {heading}
      <Create resource={resource} disableAuthentication title={title} redirect="show">
        <ContractForm resource={resource} fields={fields} toolbar={toolbar} />
      </Create>
    </>
  );
}

/** A form to change a record; saved once the server has said yes, so that a refusal shows on the form. */
export function ContractEditPage<R>({ page: { resource, fields, title: key, toolbar } }: { page: PagePlan<R> }) {
  const { heading, title } = usePageTitle(resource, 'edit', key);
  return (
    <>
      {heading}
      <Edit resource={resource} disableAuthentication title={title} mutationMode="pessimistic" redirect="show">
        <ContractForm resource={resource} fields={fields} toolbar={toolbar} />
      </Edit>
    </>
  );
}
