import { faker } from '@faker-js/faker';
import { getGetAuditEventResponseMock } from '../../src/generated/endpoints/audit/audit.msw';
import { getGetTenantResponseMock } from '../../src/generated/endpoints/tenants/tenants.msw';
import { getGetUserResponseMock } from '../../src/generated/endpoints/users/users.msw';
import type { AuditEvent, Tenant, User } from '../../src/generated/model';
import type { AnyListDeclaration } from '../../server/src/core/lists/list-declaration.js';
import { generatedRows } from './generated-operation.js';

/** The rows the mocks' lists page through, by the list's resource: made once per seed, the same every time. */
export type MockDataset = ReadonlyMap<string, readonly unknown[]>;

/** As many as `npm run seed -- --tenants 60` makes: more than two pages of 25. */
const TENANTS = 60;
const USERS = 30;
const AUDIT_EVENTS = 150;
/** Rows of a list without seeded ones: more than one page of 25. */
const GENERATED_ROWS = 30;
/** The moment every date counts from, so that the rows repeat on any day. */
const START = Date.parse('2025-06-01T08:00:00Z');
const MINUTE = 60_000;

/** `YYYY-MM-DDTHH:MM:SSZ`, as the generated mocks write instants. */
const instant = (ms: number) => `${new Date(ms).toISOString().split('.')[0]}Z`;

/** A name the contract's `Username` accepts, unique by its number: `harbor-0007`. */
function nameFor(index: number): string {
  const word = faker.word.noun().toLowerCase().replace(/[^a-z0-9]/g, '') || 'tenant';
  return `${word.slice(0, 20)}-${String(index).padStart(4, '0')}`;
}

function makeTenants(): Tenant[] {
  return Array.from({ length: TENANTS }, (_, i) => {
    const tenantId = i + 1;
    // The first is the system tenant, as on the server: enabled, where the administrators belong.
    const username = tenantId === 1 ? 'system' : nameFor(tenantId);
    const created = START + i * 97 * MINUTE;
    const domainCount = tenantId === 1 ? 0 : faker.number.int({ min: 0, max: 3 });
    const domains = Array.from({ length: domainCount }, (__, d) => ({
      domainId: tenantId * 10 + d,
      name: d === 0 ? `${username}.example.com` : `${faker.word.adjective().toLowerCase().replace(/[^a-z0-9]/g, '') || 'shop'}.${username}.example.net`,
      verified: faker.datatype.boolean(),
    }));
    const enabled = tenantId === 1 || faker.number.int({ min: 1, max: 5 }) > 1;
    return {
      ...getGetTenantResponseMock().data,
      tenantId,
      username,
      enabled,
      state: enabled ? ('active' as const) : ('disabled' as const),
      purgeAt: null,
      // A name may repeat among the adjectives: each domain belongs to one tenant, once.
      domains: domains.filter((domain, index) => domains.findIndex((other) => other.name === domain.name) === index),
      remark: faker.lorem.sentence(),
      createdAt: instant(created),
      updatedAt: instant(created + faker.number.int({ min: 0, max: 90 * 24 * 60 }) * MINUTE),
    };
  });
}

function makeUsers(): User[] {
  return Array.from({ length: USERS }, (_, i) => {
    const userId = i + 1;
    const username = userId === 1 ? 'admin' : nameFor(userId);
    const created = START + i * 53 * MINUTE;
    const signedIn = faker.datatype.boolean({ probability: 0.7 });
    // Every sixth is a program's service account: no email, never signed in.
    const service = userId % 6 === 0;
    return {
      ...getGetUserResponseMock().data,
      userId,
      username,
      kind: service ? 'service' : 'person',
      // Not from faker: the other rows stay as they were before service accounts existed.
      description: service ? `Scheduled job ${userId}` : '',
      tenantId: 1,
      isAdmin: userId === 1,
      role: userId === 1 || faker.datatype.boolean({ probability: 0.2 }) ? 'owner' : 'member',
      displayName: faker.person.fullName(),
      email: faker.datatype.boolean({ probability: 0.8 }) && !service ? `${username}@example.com` : null,
      // As the server sends it: null until a change of address waits for its link (orval leaves it out at random).
      pendingEmail: null,
      enabled: userId === 1 || faker.datatype.boolean({ probability: 0.85 }),
      mustChangePassword: false,
      createdAt: instant(created),
      updatedAt: instant(created + 60 * MINUTE),
      lastSignInAt: userId === 1 || (signedIn && !service) ? instant(created + faker.number.int({ min: 1, max: 60 * 24 * 30 }) * MINUTE) : null,
    };
  });
}

function makeAuditEvents(tenants: Tenant[], users: User[]): AuditEvent[] {
  return Array.from({ length: AUDIT_EVENTS }, (_, i) => {
    const actor = faker.helpers.arrayElement(users);
    const target = faker.datatype.boolean()
      ? { type: 'tenant' as const, ...((tenant) => ({ id: String(tenant.tenantId), label: tenant.username }))(faker.helpers.arrayElement(tenants)) }
      : { type: 'user' as const, ...((user) => ({ id: String(user.userId), label: user.username }))(faker.helpers.arrayElement(users)) };
    return {
      ...getGetAuditEventResponseMock().data,
      // Numbered in the order they happened, as the server numbers them.
      eventId: i + 1,
      at: instant(START + i * 41 * MINUTE),
      actor: { userId: actor.userId, username: actor.username, isAdmin: actor.isAdmin },
      tenantId: 1,
      target,
    };
  });
}

/**
 * A list's rows from its operation's generated answers, as many as it takes to page, numbered from 1
 * as the server numbers a new area's rows (so that the contract's example id, 1, is one of them):
 * what an area's list pages when no richer rows are seeded for it here. The id is the field holding
 * what the list's `idOf` reads.
 */
function generatedRowsOf(list: AnyListDeclaration): unknown[] {
  const [first] = list.operations;
  const rows: Record<string, unknown>[] = [];
  for (let answer = 0; first !== undefined && rows.length < GENERATED_ROWS && answer < GENERATED_ROWS; answer += 1) {
    rows.push(...(generatedRows(first.operationId) as Record<string, unknown>[]));
  }
  return rows.slice(0, GENERATED_ROWS).map((row, index) => {
    const idField = Object.keys(row).find((key) => row[key] === list.idOf(row));
    return idField === undefined ? row : { ...row, [idField]: index + 1 };
  });
}

/**
 * The rows of every list, by its resource; faker is seeded here, so call it where its state may
 * change. The tenants, users and audit events are seeded to read like the server's (the system
 * tenant and its administrator, unique names, events by those users on those tenants); any other
 * list gets its operation's generated rows.
 */
export function mockDataset(seed: number, lists: readonly AnyListDeclaration[]): MockDataset {
  faker.seed(seed);
  faker.setDefaultRefDate(new Date(START));
  const tenants = makeTenants();
  const users = makeUsers();
  const seeded = new Map<string, readonly unknown[]>([
    ['tenants', tenants],
    ['users', users],
    ['audit-events', makeAuditEvents(tenants, users)],
  ]);
  return new Map(lists.map((list) => [list.resource, seeded.get(list.resource) ?? generatedRowsOf(list)]));
}
