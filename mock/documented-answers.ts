import { generatedMockModules } from '../src/mocks/generated-mocks';
import type { ContractOperationInfo } from '../server/src/core/contract.js';
import { ErrorCode } from '../server/src/core/errors.js';

export interface MockAnswer {
  status: number;
  contentType?: string;
  body: string;
}

/** The generated success bodies (`get<OperationId>ResponseMock`), found by name for every operation. */
const SUCCESS_MOCKS = new Map<string, () => unknown>(
  Object.entries(generatedMockModules).flatMap(([name, value]) => {
    const match = /^get(\w+)ResponseMock$/.exec(name);
    return match?.[1] && typeof value === 'function' ? [[match[1].toLowerCase(), value as () => unknown]] : [];
  }),
);

/** The examples the contract gives for one answer of an operation, by name (`default` when unnamed). */
export function documentedExamples(operation: ContractOperationInfo, status: string): Record<string, unknown> {
  const media = operation.responses[status]?.content?.['application/json'];
  if (!media) return {};
  if (media.examples) return Object.fromEntries(Object.entries(media.examples).map(([name, example]) => [name, example.value]));
  return media.example === undefined ? {} : { default: media.example };
}

/** Whether the contract keeps an answer for the clients of older servers only (`x-not-sent-since`). */
export function noLongerSent(operation: ContractOperationInfo, status: string): boolean {
  return (operation.responses[status] as { 'x-not-sent-since'?: unknown } | undefined)?.['x-not-sent-since'] !== undefined;
}

/** The success an operation answers today: the first it documents that servers still send. */
export function currentSuccess(operation: ContractOperationInfo): string {
  const successes = Object.keys(operation.responses).filter((code) => code.startsWith('2'));
  return successes.find((code) => !noLongerSent(operation, code)) ?? successes[0] ?? '200';
}

/** The first of the contract's error codes for a status (its first three digits are the status). */
function errorCodeFor(status: number): number {
  return Object.values(ErrorCode).find((code) => Math.floor(code / 100) === status) ?? ErrorCode.InternalError;
}

/**
 * The answer an operation documents for a status: a success from the generated mocks (or, for one
 * servers no longer send, the contract's example), an error from the contract's example or,
 * without one, an envelope with the contract's error code for that status. `example` picks one
 * of several named examples.
 */
export function documentedAnswer(operation: ContractOperationInfo, status: string, example?: string): MockAnswer {
  const documented = operation.responses[status];
  const types = Object.keys(documented?.content ?? {});
  if (types.length === 0) return { status: Number(status), body: '' };
  // The exports' CSV comes from the handlers of the lists (mock/lists/), which filter their rows.
  if (!types.includes('application/json')) return { status: Number(status), contentType: `${types[0]}; charset=utf-8`, body: '' };
  const examples = documentedExamples(operation, status);
  const chosen = example === undefined ? Object.values(examples)[0] : examples[example];
  const code = Number(status);
  const body =
    code < 300 && !noLongerSent(operation, status)
      ? (SUCCESS_MOCKS.get(operation.operationId.toLowerCase())?.() ?? chosen)
      : (chosen ?? { code: errorCodeFor(code), message: `The mock server answers ${status} as asked`, data: null });
  return { status: code, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) };
}
