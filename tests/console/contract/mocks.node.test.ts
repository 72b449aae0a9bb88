import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { generatedMockModules } from '../../../src/mocks/generated-mocks';
import { ContractValidator } from '../../helpers/contract-validator';

const contract = new ContractValidator();
const SAMPLES = 25;

/** `getGetTenantResponseMock` → `getTenant`. */
function operationIdOf(name: string): string {
  const core = name.replace(/^get/, '').replace(/ResponseMock$/, '');
  return core.charAt(0).toLowerCase() + core.slice(1);
}

const mocks = Object.entries(generatedMockModules).filter(([name]) => name.endsWith('ResponseMock'));

describe('the generated msw mocks', () => {
  it('cover every operation of the contract that answers a body', () => {
    const covered = new Set(mocks.map(([name]) => operationIdOf(name)));
    const withBody = contract.operations.filter((op) => Object.entries(op.responses).some(([status, answer]) => status.startsWith('2') && answer.content));
    expect(withBody.map((op) => op.operationId).filter((id) => !covered.has(id))).toEqual([]);
  });

  it.each(mocks)('%s answers what the contract promises', (name, mock) => {
    const operation = contract.operation(operationIdOf(name));
    faker.seed(42);
    // The success servers send today (the contract keeps some for older servers: `x-not-sent-since`),
    // and the type the contract documents for it (JSON but for exports).
    const successes = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
    const success = successes.find((status) => !('x-not-sent-since' in (operation.responses[status] ?? {}))) ?? successes[0] ?? '200';
    const type = Object.keys(operation.responses[success]?.content ?? {})[0] ?? 'application/json';
    for (let i = 0; i < SAMPLES; i += 1) {
      const value = (mock as () => unknown)();
      const body = type === 'application/json' ? JSON.stringify(value) : String(value);
      const problems = contract.problems(operation, { statusCode: Number(success), headers: { 'content-type': type }, body });
      expect(problems, body.slice(0, 400)).toEqual([]);
    }
  });
});
