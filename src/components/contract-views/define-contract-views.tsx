import { useMemo, type ComponentType } from 'react';
import { ListContextProvider, ResourceContextProvider, useList, type RaRecord } from 'react-admin';
import type * as zod from 'zod';
import { ContractInput } from './contract-input';
import { ContractListBody, type ListPlan } from './contract-list';
import { ContractCreatePage, ContractEditPage, ContractListPage, ContractShowPage } from './contract-pages';
import type { ContractViewsDeclaration, FieldOverride } from './declaration';
import { listParameters } from './list-parameters';
import { schemaFields, type ObjectSchema } from './schema-fields';
import { viewFields, type ViewField } from './view-fields';

/** Records the caller read already (an operation that answers the whole list at once), shown as the list body. */
export interface LocalListProps<R> {
  records: readonly R[] | undefined;
  isPending: boolean;
  /** The id of the heading that names the list. */
  labelledBy?: string;
}

/** The plain components of one resource, each ready for a route, a `Resource` or a page of its own. */
export interface ContractViews<R> {
  /** The list page: react-admin's `List` over the resource's data provider, with its heading. */
  List: ComponentType;
  /** The list's records alone, inside any list context. */
  ListBody: ComponentType<{ labelledBy?: string }>;
  /** The list's records alone, over records held already. */
  LocalList: ComponentType<LocalListProps<R>>;
  Show: ComponentType;
  /** Only when the declaration names an input schema. */
  Create?: ComponentType;
  Edit?: ComponentType;
  /**
   * The create form's inputs alone, for a form of one's own (a dialog's): those `fields` names, in
   * that order, or the create view's. Only when the declaration names an input schema.
   */
  Inputs?: ComponentType<{ fields?: readonly string[] }>;
}

/** A resource's list, show, create and edit views, from its contract schemas and the declaration's overrides. */
export function defineContractViews<L extends ObjectSchema, I extends ObjectSchema = ObjectSchema>(
  declaration: ContractViewsDeclaration<L, I>,
): ContractViews<zod.infer<L>> {
  type R = zod.infer<L>;
  const { name, views = {} } = declaration;
  const idField = declaration.id ?? 'id';
  const overrides: Partial<Record<string, FieldOverride<R>>> | undefined = declaration.fields;
  const fieldsOf = (schema: ObjectSchema, order: readonly string[] | undefined): ViewField<R>[] => viewFields<R>(name, schema, idField, overrides, order);

  const listFields = fieldsOf(declaration.list, views.list?.fields);
  const plan: ListPlan<R> = {
    resource: name,
    fields: listFields,
    parameters: listParameters(declaration.listParams, schemaFields(declaration.list).map((field) => field.name)),
    view: views.list ?? {},
  };
  const showFields = fieldsOf(declaration.show ?? declaration.list, views.show?.fields);

  const List = () => <ContractListPage plan={plan} />;
  const ListBody = ({ labelledBy }: { labelledBy?: string }) => <ContractListBody plan={plan} labelledBy={labelledBy} />;
  const LocalList = ({ records, isPending, labelledBy }: LocalListProps<R>) => {
    // react-admin keys records by `id`; the contract may name it otherwise.
    const data = useMemo(() => records?.map((record) => ({ ...record, id: (record as Record<string, unknown>)[idField] }) as RaRecord), [records]);
    const context = useList({ data, isPending, resource: name });
    return (
      <ResourceContextProvider value={name}>
        <ListContextProvider value={context}>
          <ContractListBody plan={plan} labelledBy={labelledBy} />
        </ListContextProvider>
      </ResourceContextProvider>
    );
  };
  const Show = () => <ContractShowPage page={{ resource: name, fields: showFields, title: views.show?.title }} view={views.show} />;
  const result: ContractViews<R> = { List, ListBody, LocalList, Show };

  if (declaration.input) {
    const createFields = fieldsOf(declaration.input, views.create?.fields as readonly string[] | undefined);
    const editFields = fieldsOf(declaration.update ?? declaration.input, views.edit?.fields as readonly string[] | undefined);
    result.Create = () => <ContractCreatePage page={{ resource: name, fields: createFields, title: views.create?.title, toolbar: views.create?.toolbar }} />;
    result.Edit = () => <ContractEditPage page={{ resource: name, fields: editFields, title: views.edit?.title, toolbar: views.edit?.toolbar }} />;
    const input = declaration.input;
    result.Inputs = ({ fields }: { fields?: readonly string[] }) => (
      <>
        {(fields ? fieldsOf(input, fields) : createFields).map((field) => (
          <ContractInput key={field.field.name} resource={name} view={field} />
        ))}
      </>
    );
  }
  return result;
}

