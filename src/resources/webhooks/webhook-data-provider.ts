import { HttpError, type DataProvider, type DeleteParams, type RaRecord } from 'react-admin';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  updateWebhookEndpoint,
} from '../../generated/endpoints/webhooks/webhooks';
import type { WebhookEndpointCreate, WebhookEndpointUpdate } from '../../generated/model';
import { toFormHttpError } from '../../lib/form-http-error';
import { pageOfWholeList } from '../../lib/whole-list-page';
import { toWebhookRecord, type WebhookCreateMeta, type WebhookRecord } from './webhook-record';

/** The inputs of the create and edit forms; a refusal about any other field is said over the page. */
const FORM_FIELDS = ['url', 'description', 'eventTypes', 'enabled'];

async function mapErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toFormHttpError(error, {
      notModified: 'resources.webhooks.notifications.notModified',
      formFields: FORM_FIELDS,
      // `eventTypes[2]` is said at the event types' one input, not at a chip.
      formPathOf: (field) => field.replace(/\[\d+\]$/, ''),
    });
  }
}

function unsupported(): Promise<never> {
  return Promise.reject(new HttpError('resources.webhooks.unsupported', 405));
}

const as = <R>(record: WebhookRecord) => record as unknown as R;
const records = <R>(list: WebhookRecord[]) => list as unknown as R[];

/** The `webhooks` resource's data provider: the contract's own calls, through the console's one mutator. */
export function createWebhookDataProvider(): DataProvider {
  return {
    getList: (_resource, params) =>
      mapErrors(async () => {
        const { data, total } = pageOfWholeList((await listWebhookEndpoints()).map(toWebhookRecord), params, 'id');
        return { data: records(data), total };
      }),
    getOne: (_resource, params) => mapErrors(async () => ({ data: as(toWebhookRecord(await getWebhookEndpoint(Number(params.id)))) })),
    getMany: (_resource, params) =>
      mapErrors(async () => {
        const wanted = new Set(params.ids.map(Number));
        return { data: records((await listWebhookEndpoints()).filter((endpoint) => wanted.has(endpoint.endpointId)).map(toWebhookRecord)) };
      }),
    getManyReference: unsupported,
    create: (_resource, params) =>
      mapErrors(async () => {
        // The signing secret goes to whoever asked for it, and nowhere else: not into the cache.
        const { secret, ...endpoint } = await createWebhookEndpoint(params.data as WebhookEndpointCreate);
        (params.meta as WebhookCreateMeta | undefined)?.onSecret?.(secret);
        return { data: as(toWebhookRecord(endpoint)) };
      }),
    update: (_resource, params) =>
      mapErrors(async () => {
        const update = params.data as WebhookEndpointUpdate;
        // The contract wants at least one field; nothing to send is the 304 of an update that changes nothing.
        if (Object.keys(update).length === 0) throw new HttpError('resources.webhooks.notifications.notModified', 304);
        return { data: as(toWebhookRecord(await updateWebhookEndpoint(Number(params.id), update))) };
      }),
    updateMany: unsupported,
    delete: <R extends RaRecord>(_resource: string, params: DeleteParams<R>) =>
      mapErrors(async () => {
        await deleteWebhookEndpoint(Number(params.id));
        return { data: params.previousData ?? ({ id: params.id } as R) };
      }),
    deleteMany: unsupported,
  };
}
