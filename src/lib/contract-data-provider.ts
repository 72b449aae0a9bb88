import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type DeleteParams, type GetListParams, type RaRecord } from 'react-admin';
import type * as zod from 'zod';
import { toFormHttpError } from './form-http-error';
import { httpClient } from './http-client';
import { withoutEmpty, withTotal } from './list-page';
import { restHttpClient } from './rest-http-client';

/** Where a resource that follows the contract's conventions is on the wire. */
export interface ContractResourceWire {
  /** Its list's address under `/v1` (`widgets`); one record is at `widgets/{id}`. */
  path: string;
  /** The field that names a record (`widgetId`), which react-admin calls `id`. */
  id: string;
  /** The create body's schema: only its fields are sent. */
  input?: zod.ZodObject<zod.ZodRawShape>;
  /** The update body's schema (the create body's otherwise). */
  update?: zod.ZodObject<zod.ZodRawShape>;
}

type Row = Record<string, unknown>;

function picked(data: Row, schema: zod.ZodObject<zod.ZodRawShape> | undefined): Row {
  if (!schema) return data;
  return Object.fromEntries(Object.keys(schema.shape).filter((field) => data[field] !== undefined).map((field) => [field, data[field]]));
}

/**
 * The data provider of a resource whose calls follow the contract's conventions, as the lists of
 * tenants and users do: `GET path` paged by `range`, sorted by `sort` and filtered by `filter` (its
 * total in `Content-Range`); `POST path`; `GET`, `PUT` and `DELETE path/{id}`. Records are named by
 * their id field; a refusal about a field of the form is said at its input.
 */
export function contractDataProvider({ path, id, input, update = input }: ContractResourceWire): DataProvider {
  const rest = simpleRestProvider('/v1', restHttpClient);
  const record = <R>(row: unknown): R => ({ ...(row as Row), id: (row as Row)[id] }) as R;
  const formFields = [...Object.keys(input?.shape ?? {}), ...Object.keys(update?.shape ?? {})];
  const mapErrors = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw toFormHttpError(error, { notModified: 'shell.errors.notModified', formFields });
    }
  };
  const listParams = (params: GetListParams): GetListParams => {
    const { field = id, order = 'ASC' } = params.sort ?? {};
    return { ...params, sort: { field: field === 'id' ? id : field, order }, filter: withoutEmpty(params.filter as Row) };
  };
  const unsupported = () => Promise.reject(new HttpError('ra.notification.http_error', 405));

  return {
    getList: (_resource, params) =>
      mapErrors(async () => {
        const { data, total } = await rest.getList(path, listParams(params));
        return withTotal(data.map((row) => record(row)), total, params);
      }),
    getOne: (_resource, params) => mapErrors(async () => ({ data: record((await rest.getOne(path, params)).data) })),
    getMany: (_resource, params) => mapErrors(async () => ({ data: (await rest.getMany(path, params)).data.map((row) => record(row)) })),
    getManyReference: unsupported,
    create: (_resource, params) =>
      mapErrors(async () => ({ data: record((await rest.create(path, { ...params, data: picked(params.data as Row, input) })).data) })),
    update: (_resource, params) =>
      mapErrors(async () => ({ data: record((await rest.update(path, { ...params, data: picked(params.data as Row, update) })).data) })),
    updateMany: unsupported,
    delete: <R extends RaRecord>(_resource: string, params: DeleteParams<R>) =>
      mapErrors(async () => {
        // ra-data-simple-rest labels a DELETE `text/plain`, which the server refuses: the mutator sends it bare.
        await httpClient({ url: `/v1/${path}/${encodeURIComponent(String(params.id))}`, method: 'DELETE' });
        return { data: params.previousData ?? ({ id: params.id } as R) };
      }),
    deleteMany: unsupported,
  };
}
