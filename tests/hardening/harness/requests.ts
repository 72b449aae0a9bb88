import fc from 'fast-check';
import type { ContractOperationInfo, JsonSchema } from '../../helpers/contract-validator.js';
import { schemaArbitrary } from './schema-arbitrary.js';
import { encodeRequest, exchange, type RawAnswer } from './wire.js';

export interface OperationCall {
  /** Values for the path, query and header parameters the operation names. */
  parameters?: Record<string, string | number | boolean>;
  body?: unknown;
  headers?: [string, string][];
}

/** A value the contract accepts for a path parameter the call leaves to chance: the same one every time. */
function samplePathValue(operation: ContractOperationInfo, name: string): string {
  const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
  return parameter ? String(fc.sample(schemaArbitrary(parameter.schema), { numRuns: 1, seed: 7 })[0]) : '';
}

/**
 * The target of a call: the operation's path with its parameters filled in, and its query. A path
 * parameter the call does not name (the second of `/users/{id}/api-tokens/{tokenId}`) gets a
 * value its schema accepts, so that the call is judged on what it names, not on a path left empty.
 */
export function targetOf(operation: ContractOperationInfo, parameters: Record<string, string | number | boolean> = {}): string {
  let target = `/api${operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(parameters[name] ?? samplePathValue(operation, name))))}`;
  const query = operation.parameters
    .filter((p) => p.in === 'query' && parameters[p.name] !== undefined)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(parameters[p.name]))}`);
  if (query.length > 0) target += `?${query.join('&')}`;
  return target;
}

/** A value the schema accepts, the same one every time. */
export function sampleValue(schema: JsonSchema): unknown {
  return fc.sample(schemaArbitrary(schema), { numRuns: 1, seed: 7 })[0];
}

/** A body the operation accepts, the same one every time (for calls whose body is not the point). */
export function sampleBody(operation: ContractOperationInfo): unknown {
  if (!operation.body) return undefined;
  return sampleValue(operation.body.schema);
}

export interface Send {
  method: string;
  target: string;
  token?: string;
  /** `X-Tenant-Id`, for an administrator acting in another tenant. */
  actingTenant?: string;
  body?: unknown;
  headers?: [string, string][];
}

/** One request over a fresh connection; the answer as the wire carried it. */
export async function send(port: number, request: Send): Promise<RawAnswer> {
  const headers: [string, string][] = [...(request.headers ?? [])];
  if (request.token) headers.push(['Authorization', `Bearer ${request.token}`]);
  if (request.actingTenant !== undefined) headers.push(['X-Tenant-Id', request.actingTenant]);
  const body = request.body === undefined ? undefined : Buffer.from(JSON.stringify(request.body), 'utf8');
  if (body) headers.push(['Content-Type', 'application/json']);
  const { answers } = await exchange(port, encodeRequest({ method: request.method, target: request.target, headers, ...(body && { body }) }));
  const [answer] = answers;
  if (!answer) throw new Error(`No answer to ${request.method} ${request.target}`);
  return answer;
}

/** One call to an operation over a fresh connection; the answer as the wire carried it. */
export async function callOperation(port: number, operation: ContractOperationInfo, call: OperationCall): Promise<{ target: string; answer: RawAnswer }> {
  const target = targetOf(operation, call.parameters);
  const headers: [string, string][] = [...(call.headers ?? [])];
  for (const parameter of operation.parameters.filter((p) => p.in === 'header')) {
    const value = call.parameters?.[parameter.name];
    if (value !== undefined) headers.push([parameter.name, String(value)]);
  }
  return { target, answer: await send(port, { method: operation.method, target, headers, body: call.body }) };
}
