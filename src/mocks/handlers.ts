import { http, HttpResponse } from 'msw';
import { getExportAuditEventsResponseMock, getListAuditEventsResponseMock } from '../generated/endpoints/audit/audit.msw';
import {
  getGetCurrentUserResponseMock,
  getGetSignUpPolicyResponseMock,
  getListSessionsResponseMock,
  getLoginResponseLoginSessionMock,
} from '../generated/endpoints/auth/auth.msw';
import { getExportTenantsResponseMock } from '../generated/endpoints/tenants/tenants.msw';
import { getListUsersResponseMock } from '../generated/endpoints/users/users.msw';
import { generatedHandlers } from './generated-mocks';

/**
 * orval 7 labels every mock answer JSON, the CSV export's too (orval issue 2327); this one
 * answers with the type the contract documents. It comes first, so msw uses it.
 */
const csv = (body: string) => new HttpResponse(body, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
const exportsAsCsv = [
  http.get('*/v1/admin/tenant/export', () => csv(getExportTenantsResponseMock())),
  http.get('*/v1/audit-events/export', () => csv(getExportAuditEventsResponseMock())),
];

/**
 * The generated list answers carry no `Content-Range`, which the contract documents and the
 * console's lists (ra-data-simple-rest) need: these add it, so the users and audit pages work on mocks.
 */
const counted = (resource: string, path: string, mock: () => { data: unknown[] }) =>
  http.get(path, () => {
    const body = mock();
    const count = body.data.length;
    const range = count === 0 ? `${resource} */0` : `${resource} 0-${count - 1}/${count}`;
    return HttpResponse.json(body, { headers: { 'Content-Range': range } });
  });
const countedLists = [
  counted('users', '*/v1/users', getListUsersResponseMock),
  counted('audit-events', '*/v1/audit-events', getListAuditEventsResponseMock),
];

/**
 * A signed-in user who may use the console, and sign-up by approval: random flags would send
 * every other mock sign-in to the password page or to a code no mock app shows, or show sign-up
 * closed one time in three.
 */
const usableAccount = [
  http.post('*/v1/auth/login', () => {
    const session = getLoginResponseLoginSessionMock();
    return HttpResponse.json({ code: 0, message: 'ok', data: { ...session, user: { ...session.user, enabled: true, mustChangePassword: false } } });
  }),
  http.get('*/v1/auth/me', () => {
    const answer = getGetCurrentUserResponseMock();
    return HttpResponse.json({ ...answer, data: { ...answer.data, enabled: true, mustChangePassword: false } });
  }),
  http.get('*/v1/auth/sign-up', () => HttpResponse.json(getGetSignUpPolicyResponseMock({ data: { mode: 'approval' } }))),
  // A few sessions, the first of them this one: random flags would mark several as this device, among up to a thousand.
  http.get('*/v1/auth/sessions', () => {
    const answer = getListSessionsResponseMock();
    return HttpResponse.json({ ...answer, data: answer.data.slice(0, 3).map((session, index) => ({ ...session, current: index === 0 })) });
  }),
];

/** Every generated handler: faker data shaped by the contract. */
export const handlers = [...exportsAsCsv, ...countedLists, ...usableAccount, ...generatedHandlers()];
