import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import * as authMocks from '../../../src/generated/endpoints/auth/auth.msw';
import * as tenantMocks from '../../../src/generated/endpoints/tenants/tenants.msw';
import { ContractValidator } from '../../helpers/contract-validator';

const contract = new ContractValidator();
const SAMPLES = 25;

/** `getGetTenantResponseMock` → `getTenant`. */
function operationIdOf(name: string): string {
  const core = name.replace(/^get/, '').replace(/ResponseMock$/, '');
  return core.charAt(0).toLowerCase() + core.slice(1);
}

const mocks = Object.entries({ ...authMocks, ...tenantMocks }).filter(([name]) => name.endsWith('ResponseMock'));

describe('the generated msw mocks', () => {
  it('cover every operation of the contract', () => {
    const covered = new Set(mocks.map(([name]) => operationIdOf(name)));
    expect(contract.operations.map((op) => op.operationId).filter((id) => !covered.has(id))).toEqual([]);
  });

  it.each(mocks)('%s answers what the contract promises', (name, mock) => {
    const operation = contract.operation(operationIdOf(name));
    faker.seed(42);
    // The type the contract documents for the success answer (JSON but for exports).
    const type = Object.keys(operation.responses['200']?.content ?? {})[0] ?? 'application/json';
    for (let i = 0; i < SAMPLES; i += 1) {
      const value = (mock as () => unknown)();
      const body = type === 'application/json' ? JSON.stringify(value) : String(value);
      const problems = contract.problems(operation, { statusCode: 200, headers: { 'content-type': type }, body });
      expect(problems, body.slice(0, 400)).toEqual([]);
    }
  });
});
