import { isDeepStrictEqual } from 'node:util';
import { expect, it } from 'vitest';
import type { ContractOperationInfo, JsonSchema } from '../helpers/contract-validator.js';
import { readBackOperation } from './harness/acknowledged.js';
import { answerProblems, contract } from './harness/checks.js';
import { describeHardening, report } from './harness/describe.js';
import { useServerWithWorld } from './harness/fixture.js';
import type { Principal, Tenant } from './harness/principals.js';
import { callOperation, sampleBody } from './harness/requests.js';

const MISSING_ID = 999_999;

/** Whether the call changes credentials, as the contract's `x-credential` mark says: only a person's own session makes it. */
function changesCredentials(operation: ContractOperationInfo, body: unknown): boolean {
  const fields = operation.credential?.fields;
  if (!operation.credential) return false;
  return fields === undefined || (typeof body === 'object' && body !== null && fields.some((field) => field in body));
}

/** What a tenant's data looks like in an answer: its name and its domains. */
function markersOf(tenant: Tenant): string[] {
  return [tenant.username, ...tenant.domains.map((d) => d.name)];
}

/**
 * Input that changes nothing: each body field and query parameter takes the value of the field
 * of the same name in the resource as it is now (so writes by whoever may make them are no-ops
 * and every cell of the matrix sees the same world).
 */
function unchangedInput(operation: ContractOperationInfo, current: Record<string, unknown> | undefined) {
  const parameters: Record<string, string | number | boolean> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    const value = current?.[parameter.name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') parameters[parameter.name] = value;
  }
  if (!operation.body) return { parameters, body: undefined };
  const properties = (operation.body.schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const body = Object.fromEntries(
    Object.keys(properties)
      .filter((name) => typeof current?.[name] === properties[name]?.['type'])
      .map((name) => [name, current?.[name]]),
  );
  return { parameters, body: Object.keys(body).length > 0 ? body : sampleBody(operation) };
}

describeHardening('isolation: every operation × every principal × every tenant named', () => {
  const fixture = useServerWithWorld(3);

  const snapshot = async () => {
    const { answer } = await callOperation(fixture.server.port, contract.operation('listTenantsWithDomains'), {
      headers: [['Authorization', `Bearer ${fixture.adminToken}`]],
    });
    return JSON.parse(answer.body) as unknown;
  };

  /** The resource an operation's path names, as an administrator reads it now (undefined if it cannot). */
  const currentOf = async (operation: ContractOperationInfo, id: number) => {
    const reader = readBackOperation(operation);
    if (!reader) return undefined;
    const { answer } = await callOperation(fixture.server.port, reader, {
      parameters: { id },
      headers: [['Authorization', `Bearer ${fixture.adminToken}`]],
    });
    return answer.status === 200 ? (JSON.parse(answer.body) as { data: Record<string, unknown> }).data : undefined;
  };

  /**
   * Why this principal must be refused this call, or undefined when it may make it. `target` is
   * the resource the path names, as an administrator reads it before the call.
   */
  function refusal(principal: Principal, operation: ContractOperationInfo, actingTenant: number | undefined, target: Record<string, unknown> | undefined, body: unknown): number | undefined {
    if (operation.scopes === undefined) return undefined;
    if (!principal.token) return 401;
    if (principal.tenantId === fixture.world.c.tenantId || principal.disabled) return 403;
    if (operation.scopes.includes('admin') && !principal.isAdmin) return 403;
    if (changesCredentials(operation, body) && (principal.apiToken || principal.acting)) return 403;
    if (actingTenant !== undefined && actingTenant !== principal.tenantId && !principal.isAdmin) return 403;
    // Rank: an administrator's account is changed by administrators only (or its holder, never a principal here).
    const reachesTarget = (actingTenant ?? principal.tenantId) === target?.['tenantId'];
    if (operation.method !== 'GET' && target?.['isAdmin'] === true && reachesTarget && !principal.isAdmin) return 403;
    return undefined;
  }

  /**
   * Every principal calls every operation before any administrator does (an administrator may
   * delete or reset what the others must be refused), and the deletes of a whole resource come
   * last, so every other operation still finds the accounts the paths name.
   */
  const callers = () => [...fixture.world.principals].sort((x, y) => Number(x.isAdmin) - Number(y.isAdmin));
  /** An operation that answers 201 Created or deletes: what an allowed call of it changes is its purpose. */
  const createsOrDeletes = (operation: ContractOperationInfo) => operation.method === 'DELETE' || '201' in operation.responses;
  const deletesWhole = (operation: ContractOperationInfo) => operation.method === 'DELETE' && operation.path.endsWith('}');
  const inOrder = () => [...contract.operations].sort((x, y) => Number(deletesWhole(x)) - Number(deletesWhole(y)));

  it('refuses every call a principal may not make, and no answer carries another tenant’s data', async () => {
    let before = await snapshot();
    /** Allowed creates and deletes before which something had already changed the tenants. */
    const changedBefore: string[] = [];
    const tenantIds = [...fixture.world.tenants.map((t) => t.tenantId), MISSING_ID];
    const leaks: string[] = [];
    const problems: string[] = [];
    let cells = 0;

    let escalations = 0;
    let renewed = 0;
    for (const operation of inOrder()) {
      const hasPathId = operation.parameters.some((p) => p.in === 'path');
      const hasTenantHeader = operation.parameters.some((p) => p.name === 'X-Tenant-Id');
      const pathIds: (number | undefined)[] = hasPathId ? tenantIds : [undefined];
      const namedTenants: (number | undefined)[] = hasTenantHeader ? [undefined, ...tenantIds] : [undefined];
      for (const principal of callers()) {
        for (const pathId of pathIds) {
          const current = pathId === undefined ? undefined : await currentOf(operation, pathId);
          const { parameters, body } = unchangedInput(operation, current);
          for (const named of namedTenants) {
            cells += 1;
            // An acting session ends with others' calls too (the owner signing out everywhere): it is started again first.
            if (principal.acting) await fixture.renew(principal);
            const headers: [string, string][] = principal.token ? [['Authorization', `Bearer ${principal.token}`]] : [];
            const call = {
              parameters: { ...parameters, ...(pathId !== undefined && { id: pathId }), ...(named !== undefined && { 'X-Tenant-Id': named }) },
              headers,
              ...(body !== undefined && { body }),
            };
            const tenantsBeforeCall = createsOrDeletes(operation) ? await snapshot() : undefined;
            const { target, answer } = await callOperation(fixture.server.port, operation, call);
            const label = `${operation.operationId} by ${principal.name}${pathId === undefined ? '' : ` on ${pathId}`}${named === undefined ? '' : ` acting in ${named}`}`;
            problems.push(...answerProblems(operation.method, target, answer).map((p) => `${label}: ${p}`));
            const expected = refusal(principal, operation, named, current, body);
            if (expected !== undefined && answer.status !== expected) {
              if (answer.status < 300) escalations += 1;
              leaks.push(`${label}: answered ${answer.status}, not ${expected}: ${answer.body.slice(0, 200)}`);
            }
            // A call allowed to end sessions (signing out) ended this principal's: they sign in again.
            if (answer.status < 300 && operation.method !== 'GET' && (await fixture.renew(principal))) renewed += 1;
            // A create or a delete allowed may change the tenants (an administrator creating one);
            // every other call allowed, and every call refused, must leave them as they were.
            if (tenantsBeforeCall !== undefined) {
              if (!isDeepStrictEqual(tenantsBeforeCall, before)) changedBefore.push(label);
              if (answer.status < 300) before = await snapshot();
            }
            if (!principal.isAdmin) {
              const foreign = fixture.world.tenants
                .filter((t) => t.tenantId !== principal.tenantId && t.tenantId !== fixture.world.tenants[0]?.tenantId)
                .flatMap(markersOf)
                .filter((marker) => answer.body.includes(marker));
              if (foreign.length > 0) leaks.push(`${label}: the answer shows ${foreign.join(', ')}`);
            }
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(problems).toEqual([]);
    // Whatever was allowed changed nothing but by creating or deleting, and nothing refused changed anything.
    expect(changedBefore).toEqual([]);
    expect(isDeepStrictEqual(await snapshot(), before)).toBe(true);
    const tenantsNamed = fixture.world.tenants.length + 1;
    report('isolation', {
      principals: fixture.world.principals.length,
      operations: contract.operations.length,
      'tenants named (and a missing one)': tenantsNamed,
      cells,
      escalations,
      leaks: leaks.length,
      'principals signed in again after ending their own session': renewed,
    });
  });
});
