import { HttpError, type DataProvider, type DeleteParams, type RaRecord } from 'react-admin';
import {
  createAttributeDefinition,
  deleteAttributeDefinition,
  listAttributeDefinitions,
  updateAttributeDefinition,
} from '../../generated/endpoints/attributes/attributes';
import type { AttributeDefinitionCreate, AttributeDefinitionUpdate } from '../../generated/model';
import { toFormHttpError } from '../../lib/form-http-error';
import { pageOfWholeList } from '../../lib/whole-list-page';
import { toAttributeCreate, toAttributeRecord, toAttributeUpdate, type AttributeRecord } from './attribute-record';

/**
 * The inputs of the create and edit forms, one per field of the contract's `AttributeDefinitionCreate`
 * (the build fails when the contract adds one); a refusal about any other field is said over the page.
 */
const FORM_FIELD_SET: Record<keyof Required<AttributeDefinitionCreate>, true> = { key: true, labels: true, type: true, choices: true, required: true, unique: true, listed: true };
const FORM_FIELDS = Object.keys(FORM_FIELD_SET);

async function mapErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toFormHttpError(error, {
      notModified: 'resources.attributes.notifications.notModified',
      formFields: FORM_FIELDS,
      // `choices[2]` is said at the choices' one input, not at a line of it.
      formPathOf: (field) => field.replace(/\[\d+\]$/, ''),
    });
  }
}

function unsupported(): Promise<never> {
  return Promise.reject(new HttpError('resources.attributes.unsupported', 405));
}

const as = <R>(record: AttributeRecord) => record as unknown as R;
const records = <R>(list: AttributeRecord[]) => list as unknown as R[];

/** The contract has no call for one definition: it is the list's (50 at most), or the 404 a missing one would be. */
async function findDefinition(key: string): Promise<AttributeRecord> {
  const found = (await listAttributeDefinitions()).find((definition) => definition.key === key);
  if (!found) throw new HttpError('resources.attributes.notFound', 404);
  return toAttributeRecord(found);
}

/** The `attributes` resource's data provider: the contract's own calls, through the console's one mutator. */
export function createAttributeDataProvider(): DataProvider {
  return {
    getList: (_resource, params) =>
      mapErrors(async () => {
        const { data, total } = pageOfWholeList((await listAttributeDefinitions()).map(toAttributeRecord), params, 'key');
        return { data: records(data), total };
      }),
    getOne: (_resource, params) => mapErrors(async () => ({ data: as(await findDefinition(String(params.id))) })),
    getMany: (_resource, params) =>
      mapErrors(async () => {
        const wanted = new Set(params.ids.map(String));
        return { data: records((await listAttributeDefinitions()).filter((definition) => wanted.has(definition.key)).map(toAttributeRecord)) };
      }),
    getManyReference: unsupported,
    create: (_resource, params) =>
      mapErrors(async () => ({ data: as(toAttributeRecord(await createAttributeDefinition(toAttributeCreate(params.data as AttributeDefinitionCreate)))) })),
    update: (_resource, params) =>
      mapErrors(async () => {
        const previous = params.previousData as unknown as AttributeRecord;
        const update = toAttributeUpdate(params.data as AttributeDefinitionUpdate, previous);
        // The contract wants at least one part; nothing to send is the 304 of an update that changes nothing.
        if (Object.keys(update).length === 0) throw new HttpError('resources.attributes.notifications.notModified', 304);
        return { data: as(toAttributeRecord(await updateAttributeDefinition(String(params.id), update))) };
      }),
    updateMany: unsupported,
    delete: <R extends RaRecord>(_resource: string, params: DeleteParams<R>) =>
      mapErrors(async () => {
        await deleteAttributeDefinition(String(params.id));
        return { data: params.previousData ?? ({ id: params.id } as R) };
      }),
    deleteMany: unsupported,
  };
}
