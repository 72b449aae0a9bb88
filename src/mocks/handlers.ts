import { http, HttpResponse } from 'msw';
import { areaListsOf, mockMessages, type AreaListModule } from '../../mock/lists/area-lists';
import { listHandlers } from '../../mock/lists/list-handlers';
import { mockDataset, type MockDataset } from '../../mock/lists/mock-dataset';
import {
  getGetCurrentUserResponseMock,
  getGetSignUpPolicyResponseMock,
  getListSessionsResponseMock,
  getLoginResponseLoginSessionMock,
} from '../generated/endpoints/auth/auth.msw';
import { generatedHandlers } from './generated-mocks';
import type { AttributeDefinition } from '../generated/model';

/** The seed of the lists' rows: the same tenants, users and events on every load. */
const LIST_SEED = 1;
let dataset: MockDataset | undefined;

/** Every area's list (`server/src/modules/<area>/list.ts`), found by its file as the mock server finds it. */
const areaLists = areaListsOf(import.meta.glob<AreaListModule>('../../server/src/modules/*/list.ts', { eager: true }));

/**
 * The lists page, sort and filter seeded rows in the server's list convention, with
 * `Content-Range`, which the console's lists (ra-data-simple-rest) read: the same code as the
 * mock server's (`npm run mock`); the CSV exports filter the same rows (with the content type the
 * contract documents, where orval 7 labels every mock answer JSON: orval issue 2327). The rows are
 * made on first use, not when a test loads this file.
 */
const lists = listHandlers(areaLists, () => (dataset ??= mockDataset(LIST_SEED, areaLists)), mockMessages(areaLists));

/**
 * A signed-in administrator of the system tenant (the first of the lists' tenants), and sign-up by
 * approval: random flags would send every other mock sign-in to the password page or to a code no
 * mock app shows, refuse the tenants page to a random non-administrator, send them to two-factor
 * enrolment as a policy would, or show sign-up closed one time in three.
 */
const MOCK_ACCOUNT = { enabled: true, mustChangePassword: false, isAdmin: true, role: 'owner', tenantId: 1 } as const;
const usableAccount = [
  http.post('*/v1/auth/login', () => {
    const session = getLoginResponseLoginSessionMock();
    return HttpResponse.json({ code: 0, message: 'ok', data: { ...session, twoFactorDueAt: null, user: { ...session.user, ...MOCK_ACCOUNT } } });
  }),
  http.get('*/v1/auth/me', () => {
    const answer = getGetCurrentUserResponseMock();
    return HttpResponse.json({ ...answer, data: { ...answer.data, ...MOCK_ACCOUNT, twoFactorDueAt: null } });
  }),
  http.get('*/v1/auth/sign-up', () => HttpResponse.json(getGetSignUpPolicyResponseMock({ data: { mode: 'approval' } }))),
  // A few sessions, the first of them this one: random flags would mark several as this device, among up to a thousand.
  http.get('*/v1/auth/sessions', () => {
    const answer = getListSessionsResponseMock();
    return HttpResponse.json({ ...answer, data: answer.data.slice(0, 3).map((session, index) => ({ ...session, current: index === 0 })) });
  }),
];

/**
 * The attributes the mock's tenants have values of (the generated tenants carry `plan`, `seats`,
 * `renewal_date` and `managed`, orval.config.ts): fixed, so that a tenant's page labels its values
 * rather than showing random definitions of keys no tenant has.
 */
const MOCK_ATTRIBUTES: AttributeDefinition[] = [
  { key: 'managed', labels: { zh: '托管', en: 'Managed' }, type: 'boolean' },
  { key: 'plan', labels: { zh: '套餐', en: 'Plan' }, type: 'enum', choices: ['free', 'team', 'enterprise'], listed: true },
  { key: 'renewal_date', labels: { zh: '续约日期', en: 'Renewal date' }, type: 'date' },
  { key: 'seats', labels: { zh: '席位', en: 'Seats' }, type: 'number' },
].map((definition) => ({ choices: [], required: false, unique: false, listed: false, createdAt: '2026-01-15T08:30:00.000Z', updatedAt: '2026-01-15T08:30:00.000Z', ...definition }) as AttributeDefinition);
const attributeDefinitions = http.get('*/v1/admin/attributes', () => HttpResponse.json({ code: 0, message: 'ok', data: MOCK_ATTRIBUTES }));

/** The console's mocks: the lists over seeded rows, then the generated handlers, faker data shaped by the contract. */
export const handlers = [...lists, ...usableAccount, attributeDefinitions, ...generatedHandlers()];
