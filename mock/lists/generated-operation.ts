import type { HttpHandler } from 'msw';
import { generatedMockModules } from '../../src/mocks/generated-mocks';

/** orval's exports, by name: `get<OperationId>MockHandler`, `get<OperationId>ResponseMock`. */
const generated: Readonly<Record<string, unknown>> = generatedMockModules;

function generatedFunction(operationId: string, suffix: 'MockHandler' | 'ResponseMock'): () => unknown {
  const name = `get${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}${suffix}`;
  const found = generated[name];
  if (typeof found !== 'function') throw new Error(`The contract's generated mocks have no ${name}: is '${operationId}' an operationId of the contract?`);
  return found as () => unknown;
}

/** Where an operation answers, as its generated handler matches it (any origin, then `/v1/users/:id`): the contract's path, not a copy. */
export function pathOf(operationId: string): string {
  const { path } = (generatedFunction(operationId, 'MockHandler')() as HttpHandler).info;
  if (typeof path !== 'string') throw new Error(`The generated handler of '${operationId}' matches no plain path`);
  return path;
}

/** The rows of one generated answer of a list operation: fake data shaped by the contract. */
export function generatedRows(operationId: string): unknown[] {
  const answer = generatedFunction(operationId, 'ResponseMock')() as { data?: unknown };
  return Array.isArray(answer.data) ? answer.data : [];
}
