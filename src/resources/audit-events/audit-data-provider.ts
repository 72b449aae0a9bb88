import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider } from 'react-admin';
import type { AuditEvent } from '../../generated/model';
import { toFormHttpError } from '../../lib/form-http-error';
import { withTotal } from '../../lib/list-page';
import { wireSort } from '../../lib/list-page-path';
import { restHttpClient } from '../../lib/rest-http-client';
import { AUDIT_LIST_WIRE } from './audit-list-path';
import { toAuditRecord } from './audit-record';

const PATH = AUDIT_LIST_WIRE.path;

const records = <R>(events: unknown) => (events as AuditEvent[]).map(toAuditRecord) as unknown as R[];
const record = <R>(event: unknown) => toAuditRecord(event as AuditEvent) as unknown as R;

async function mapErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toFormHttpError(error, { notModified: 'resources.logs.unsupported', formFields: [] });
  }
}

/** The API has no call that changes or deletes an event: the audit log is written only by the changes it records. */
function unsupported(): Promise<never> {
  return Promise.reject(new HttpError('resources.logs.unsupported', 405));
}

/** The audit log's data provider: read only, paged, sorted and filtered on the server, at any number of events. */
export function createAuditDataProvider(): DataProvider {
  const rest = simpleRestProvider('/v1', restHttpClient);
  return {
    getList: (_resource, params) =>
      mapErrors(async () => {
        const sort = params.sort ?? { field: 'at', order: 'DESC' };
        const { data, total } = await rest.getList(PATH, {
          ...params,
          sort: wireSort(AUDIT_LIST_WIRE, sort),
          filter: AUDIT_LIST_WIRE.toContractFilter(params.filter),
        });
        return withTotal(records(data), total, params);
      }),
    getOne: (_resource, params) => mapErrors(async () => ({ data: record((await rest.getOne(PATH, params)).data) })),
    getMany: (_resource, params) => mapErrors(async () => ({ data: records((await rest.getMany(PATH, params)).data) })),
    getManyReference: unsupported,
    create: unsupported,
    update: unsupported,
    updateMany: unsupported,
    delete: unsupported,
    deleteMany: unsupported,
  };
}
