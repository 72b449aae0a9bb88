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
    for (let i = 0; i < SAMPLES; i += 1) {
      const body = JSON.stringify((mock as () => unknown)());
      const problems = contract.problems(operation, {
        statusCode: 200,
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(problems, body.slice(0, 400)).toEqual([]);
    }
  });
});
