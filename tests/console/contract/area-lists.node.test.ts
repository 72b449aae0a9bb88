import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAreaLists } from '../../../mock/find-area-lists';
import { mockMessages } from '../../../mock/lists/area-lists';
import { listHandlers } from '../../../mock/lists/list-handlers';
import { mockDataset } from '../../../mock/lists/mock-dataset';
import { contractOperations, dereference, loadContract, type Contract } from '../../../server/src/core/contract';
import type { AnyListDeclaration } from '../../../server/src/core/lists/list-declaration';

const lists = await findAreaLists();
const operations = contractOperations(dereference(loadContract()) as Contract);
/** The contract's lists: every operation whose success carries `Content-Range`. */
const pagedOperations = operations.filter((operation) => {
  const success = operation.responses['200'] as { headers?: Record<string, unknown> } | undefined;
  return Object.keys(success?.headers ?? {}).includes('Content-Range');
});

describe("the areas' lists, as the mocks find them (server/src/modules/<area>/list.ts)", () => {
  it('declare every list of the contract, and only operations of the contract', () => {
    const declared = lists.flatMap((list) => list.operations.map(({ operationId }) => operationId));
    expect(declared.sort()).toEqual(pagedOperations.map(({ operationId }) => operationId).sort());
    const named = lists.flatMap((list) => [list.getOne?.operationId, list.export?.operationId]).filter((name) => name !== undefined);
    expect(named.filter((name) => !operations.some(({ operationId }) => operationId === name))).toEqual([]);
  });

  it('each keep their words in both languages, the filters among them', () => {
    for (const list of lists) expect(Object.keys(list.messages.zh).sort(), list.resource).toEqual(Object.keys(list.messages.en).sort());
    expect(() => mockMessages(lists)).not.toThrow();
  });
});

describe('a list without seeded rows, as a new area would have', () => {
  // The users' declaration under another resource: nothing is seeded for it, so its operation's generated rows page.
  const [users] = lists.filter((list) => list.resource === 'users');
  const widgets: AnyListDeclaration = { ...users!, resource: 'widgets', getOne: undefined };
  const dataset = mockDataset(1, [widgets]);
  const server = setupServer(...listHandlers([widgets], () => dataset, mockMessages([widgets])));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('pages its generated rows, more than a page of them, each id once, with Content-Range', async () => {
    const rows = dataset.get('widgets') ?? [];
    expect(rows.length).toBeGreaterThan(25);
    expect(new Set(rows.map((row) => widgets.idOf(row))).size).toBe(rows.length);
    const response = await fetch('http://mock.test/api/v1/users?range=[0,9]&sort=["userId","DESC"]');
    expect(response.headers.get('content-range')).toBe(`widgets 0-9/${rows.length}`);
    const page = ((await response.json()) as { data: unknown[] }).data.map((row) => widgets.idOf(row));
    expect(page).toEqual([...page].sort((a, b) => b - a));
  });
});
