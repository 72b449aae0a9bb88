import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Datagrid, SelectInput, SimpleList, WrapperField, useTranslate } from 'react-admin';
import { createContext, useContext, type ReactElement } from 'react';
import { ListSearchInput } from '../list-search-input';
import { SCROLL_WIDE_TABLE } from '../long-text';
import { usePhone } from '../use-phone';
import { ContractFieldValue, RecordRender } from './contract-field';
import type { ListOverride } from './declaration';
import type { ListParameters } from './list-parameters';
import { choiceKey, type ViewField } from './view-fields';

/** What a list body needs: the resource, its fields in order, what the list's parameters allow, and the view's overrides. */
export interface ListPlan<R> {
  resource: string;
  fields: readonly ViewField<R>[];
  parameters: ListParameters;
  view: ListOverride<R>;
}

/** A column of the table: Datagrid reads its header from these props. */
function Column<R>({ resource, view }: { resource: string; view: ViewField<R>; source: string; label: string; sortable: boolean }) {
  return <ContractFieldValue resource={resource} view={view} />;
}

function ContractTable<R>({ plan }: { plan: ListPlan<R> }) {
  const { resource, fields, parameters, view } = plan;
  const sortable = new Set(view.sortable ?? parameters.sortable);
  return (
    <Datagrid rowClick={view.rowClick ?? false} bulkActionButtons={false} empty={view.empty === null ? <></> : view.empty} sx={SCROLL_WIDE_TABLE}>
      {fields.map((field) => (
        <Column key={field.field.name} resource={resource} view={field} source={field.field.name} label={field.label} sortable={sortable.has(field.field.name)} />
      ))}
      {view.rowActions && (
        <WrapperField label={false} textAlign="right">
          <RecordRender render={view.rowActions} />
        </WrapperField>
      )}
    </Datagrid>
  );
}

/** A field on a row's line: what it renders by itself, or "Label: value". */
function RowLine<R>({ resource, field }: { resource: string; field: ViewField<R> }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      {!field.override.render && `${translate(field.label)}: `}
      <ContractFieldValue resource={resource} view={field} />
    </Box>
  );
}

const InsideRowLink = createContext(false);

/**
 * Whether the field is drawn inside a row that is itself a link to the record (rows with a
 * `rowClick`): a field that would link to the record draws its text there, as a link inside a link
 * is neither valid nor reachable on its own.
 */
export function useInsideRowLink(): boolean {
  return useContext(InsideRowLink);
}

/** A line between two rows, as the lists of the settings page have. */
const ROW_DIVIDERS = { '& > li + li': { borderTop: 1, borderColor: 'divider' } } as const;

function ContractRows<R>({ plan, labelledBy }: { plan: ListPlan<R>; labelledBy?: string }) {
  const { resource, fields, view } = plan;
  // On a phone a row's actions go under its lines, which keeps the screen's width for the text.
  const phone = usePhone();
  const rowFields = view.rowFields;
  const shown = rowFields ? fields.filter((field) => rowFields.some((name) => name === field.field.name)) : fields;
  const primaryNames = new Set<string>(view.primary ?? shown.slice(0, 1).map((field) => field.field.name));
  const primary = shown.filter((field) => primaryNames.has(field.field.name));
  const lines = shown.filter((field) => !primaryNames.has(field.field.name));
  const icon = view.icon;
  const actions = view.rowActions;
  return (
    <SimpleList<R & { id: never }>
      aria-labelledby={labelledBy}
      sx={ROW_DIVIDERS}
      linkType={view.rowClick ?? false}
      empty={view.empty}
      leftIcon={icon && ((record) => icon(record))}
      rightIcon={actions && !phone ? (record) => actions(record) : undefined}
      primaryText={() => (
        <InsideRowLink.Provider value={Boolean(view.rowClick)}>
          <Stack component="span" direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
            {primary.map((field) => (
              <ContractFieldValue key={field.field.name} resource={resource} view={field} />
            ))}
          </Stack>
        </InsideRowLink.Provider>
      )}
      secondaryText={(record) => (
        <InsideRowLink.Provider value={Boolean(view.rowClick)}>
          {lines.map((field) => (
            <RowLine key={field.field.name} resource={resource} field={field} />
          ))}
          {actions && phone && (
            <Box component="span" sx={{ display: 'block', mt: 1 }}>
              {actions(record)}
            </Box>
          )}
        </InsideRowLink.Provider>
      )}
    />
  );
}

/**
 * The records of the list in context: a table, and one row per record on a phone (or at every
 * width when the view asks for rows). Inside a react-admin `List`, or a `ListContextProvider`
 * over records held already.
 */
export function ContractListBody<R>({ plan, labelledBy }: { plan: ListPlan<R>; labelledBy?: string }) {
  const phone = usePhone();
  return phone || plan.view.layout === 'rows' ? <ContractRows plan={plan} labelledBy={labelledBy} /> : <ContractTable plan={plan} />;
}

/** The list's filters: a search box for `q`, a choice for an enum or a yes/no field. Others are left to a hand-written view. */
export function useContractFilters<R>(plan: ListPlan<R>): ReactElement[] {
  const translate = useTranslate();
  if (plan.view.filterInputs) return [...plan.view.filterInputs];
  const keys = plan.view.filters ?? plan.parameters.filters;
  return keys.flatMap((key) => {
    if (key === 'q') return [<ListSearchInput key="q" source="q" alwaysOn placeholder={translate('ra.action.search')} />];
    const field = plan.fields.find((one) => one.field.name === key)?.field;
    if (!field) return [];
    const label = plan.fields.find((one) => one.field.name === key)?.label;
    if (field.kind === 'enum') {
      const choices = (field.choices ?? []).map((value) => ({ id: value, name: translate(choiceKey(plan.resource, key, value), { _: value }) }));
      return [<SelectInput key={key} source={key} label={label} alwaysOn translateChoice={false} choices={choices} />];
    }
    if (field.kind === 'boolean') {
      const choices = [
        { id: 'true', name: 'ra.boolean.true' },
        { id: 'false', name: 'ra.boolean.false' },
      ];
      return [<SelectInput key={key} source={key} label={label} alwaysOn choices={choices} />];
    }
    return [];
  });
}
