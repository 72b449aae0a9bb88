import type { ContractOperationInfo, ParameterObject } from '../server/src/core/contract.js';
import { AppError, ErrorCode } from '../server/src/core/errors.js';
import { requestValidatorCompiler } from '../server/src/plugins/app/validation.js';
import { validationError } from '../server/src/core/validation/validation-messages.js';

/** What arrived, in the shapes the server's validators read. */
export interface ArrivedRequest {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  contentType: string | undefined;
  /** The body as text, when there is one. */
  body: string | undefined;
}

type Part = 'params' | 'querystring' | 'headers';
const LOCATION: Record<Part, ParameterObject['in']> = { params: 'path', querystring: 'query', headers: 'header' };

function partSchema(parameters: ParameterObject[], part: Part): object {
  const own = parameters.filter((parameter) => parameter.in === LOCATION[part]);
  return {
    type: 'object',
    properties: Object.fromEntries(own.map((parameter) => [parameter.name, parameter.schema])),
    required: own.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

/**
 * The server's own request checks for one operation, compiled once: the same validators, the
 * same messages, so a request the mock accepts is one the server accepts.
 */
export function requestCheck(operation: ContractOperationInfo): (request: ArrivedRequest) => AppError | undefined {
  const compile = requestValidatorCompiler();
  const parts = (['params', 'querystring', 'headers'] as const).map((part) => ({ part, validate: compile(partSchema(operation.parameters, part), part) }));
  const body = operation.body ? compile(operation.body.schema, 'body') : undefined;
  return (request) => {
    for (const { part, validate } of parts) {
      const data = part === 'params' ? { ...request.params } : part === 'querystring' ? { ...request.query } : { ...request.headers };
      if (!validate(data)) return validationError(validate.errors ?? [], part);
    }
    if (!body) return undefined;
    if (request.body === undefined || request.body === '') {
      return operation.body?.required ? new AppError(ErrorCode.MalformedJson, 'emptyJson', { field: 'body' }) : undefined;
    }
    if (!request.contentType?.startsWith('application/json')) {
      return new AppError(ErrorCode.UnsupportedMediaType, 'unsupportedMediaType');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(request.body) as unknown;
    } catch {
      return new AppError(ErrorCode.MalformedJson, 'malformedJson', { field: 'body' });
    }
    return body(parsed) ? undefined : validationError(body.errors ?? [], 'body');
  };
}
