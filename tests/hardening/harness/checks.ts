import { ContractValidator, type ContractOperationInfo } from '../../helpers/contract-validator.js';
import type { RawAnswer } from './wire.js';

export const contract = new ContractValidator();

/** Every status some operation documents: what an address no operation owns may answer. */
const anyDocumentedStatus = new Set(
  contract.operations.flatMap((operation) => Object.keys(operation.responses).map(Number)),
);

/** The operation a request target reaches, if any (query and percent-encoding left as sent). */
export function operationFor(method: string, target: string): ContractOperationInfo | undefined {
  if (!target.startsWith('/api/')) return undefined;
  return contract.match(method, target.split('?')[0] ?? '');
}

/**
 * What is wrong with one answer: a 5xx, a body that is not the envelope, missing security
 * headers, a status the operation does not document, or a body its schema refuses.
 */
export function answerProblems(method: string, target: string, answer: RawAnswer, { databaseDown = false } = {}): string[] {
  const problems: string[] = [];
  // 503 is the right answer only while the database is away.
  if (answer.status >= 500 && !(databaseDown && answer.status === 503)) problems.push(`answered ${answer.status}`);
  if (!answer.headers['content-security-policy']?.includes("script-src 'self'")) problems.push('no Content-Security-Policy');
  if (answer.headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  const operation = operationFor(method, target);
  if (!operation && !anyDocumentedStatus.has(answer.status)) problems.push(`answered ${answer.status}, which no operation documents`);
  if (method === 'HEAD') return problems;
  if (!operation && answer.status < 400) return [...problems, ...successEnvelopeProblems(answer)];
  problems.push(
    ...contract.problems(operation, { statusCode: answer.status, headers: answer.headers, body: answer.body }),
  );
  return problems;
}

/** Addresses outside the contract (the health checks) still answer the envelope. */
function successEnvelopeProblems(answer: RawAnswer): string[] {
  try {
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    return body['code'] === 0 && typeof body['message'] === 'string' && 'data' in body ? [] : ['not the envelope'];
  } catch {
    return ['the body is not JSON'];
  }
}
