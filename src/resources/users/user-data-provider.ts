import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type DeleteParams, type GetListParams, type RaRecord } from 'react-admin';
import { deleteUser } from '../../generated/endpoints/users/users';
import type { CreatedUser, User, UserCreate, UserUpdate } from '../../generated/model';
import { toFormHttpError } from '../../lib/form-http-error';
import { withTotal } from '../../lib/list-page';
import { wireSort } from '../../lib/list-page-path';
import { restHttpClient } from '../../lib/rest-http-client';
import { USER_LIST_WIRE } from './user-list-path';
import { toUserRecord, type UserCreateMeta } from './user-record';

const PATH = USER_LIST_WIRE.path;

/** The fields each call accepts; anything else a form holds is not sent. */
const CREATE_FIELDS = ['username', 'displayName', 'email', 'role', 'isAdmin', 'password'] as const satisfies readonly (keyof UserCreate)[];
const UPDATE_FIELDS = ['displayName', 'email', 'description', 'role', 'enabled', 'isAdmin'] as const satisfies readonly (keyof UserUpdate)[];
/** The inputs of the create and edit forms; a refusal about any other field is said over the page. */
const FORM_FIELDS = ['username', 'displayName', 'email', 'description', 'role', 'enabled', 'password'];

function pick<T>(data: Partial<RaRecord>, fields: readonly string[]): T {
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (data[field] !== undefined) picked[field] = data[field];
  return picked as T;
}

const records = <R>(users: unknown) => (users as User[]).map(toUserRecord) as unknown as R[];
const record = <R>(user: unknown) => toUserRecord(user as User) as unknown as R;

async function mapErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toFormHttpError(error, { notModified: 'resources.users.notifications.notModified', formFields: FORM_FIELDS });
  }
}

function unsupported(): Promise<never> {
  return Promise.reject(new HttpError('resources.users.unsupported', 405));
}

/**
 * The `users` resource's data provider: ra-data-simple-rest over the console's axios instance,
 * so the acting tenant's users are paged, sorted and searched on the server, at any number of users.
 */
export function createUserDataProvider(): DataProvider {
  const rest = simpleRestProvider('/v1', restHttpClient);
  const listParams = (params: GetListParams): GetListParams => {
    const sort = params.sort ?? { field: 'id', order: 'ASC' };
    return { ...params, sort: wireSort(USER_LIST_WIRE, sort), filter: USER_LIST_WIRE.toContractFilter(params.filter) };
  };

  const provider: DataProvider = {
    getList: (_resource, params) =>
      mapErrors(async () => {
        const { data, total } = await rest.getList(PATH, listParams(params));
        return withTotal(records(data), total, params);
      }),
    getOne: (_resource, params) => mapErrors(async () => ({ data: record((await rest.getOne(PATH, params)).data) })),
    getMany: (_resource, params) => mapErrors(async () => ({ data: records((await rest.getMany(PATH, params)).data) })),
    getManyReference: unsupported,
    create: (_resource, params) =>
      mapErrors(async () => {
        const { data } = await rest.create(PATH, { ...params, data: pick<UserCreate>(params.data, CREATE_FIELDS) });
        // The generated password goes to whoever asked for it, and nowhere else: not into the cache.
        const { oneTimePassword, ...user } = data as unknown as CreatedUser;
        if (oneTimePassword) (params.meta as UserCreateMeta | undefined)?.onOneTimePassword?.(oneTimePassword);
        return { data: record(user) };
      }),
    update: (_resource, params) =>
      mapErrors(async () => {
        const update = pick<UserUpdate>(params.data, UPDATE_FIELDS);
        // The contract wants at least one field; nothing to send is the 304 of an update that changes nothing.
        if (Object.keys(update).length === 0) throw new HttpError('resources.users.notifications.notModified', 304);
        return { data: record((await rest.update(PATH, { ...params, data: update })).data) };
      }),
    updateMany: async (resource, { ids, data }) => {
      const results = await Promise.all(ids.map((id) => provider.update(resource, { id, data, previousData: { id } })));
      return { data: results.map((result) => result.data.id) };
    },
    delete: <R extends RaRecord>(_resource: string, params: DeleteParams<R>) =>
      mapErrors(async () => {
        // The contract's own call: ra-data-simple-rest labels a DELETE `text/plain`, which the server refuses (415).
        await deleteUser(Number(params.id));
        // The answer is a 204 without a body: the record deleted is the one react-admin had.
        return { data: params.previousData ?? ({ id: params.id } as R) };
      }),
    deleteMany: unsupported,
  };
  return provider;
}
