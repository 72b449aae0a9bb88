import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadContract, type Contract } from '../../server/src/contract.js';

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
  example?: unknown;
}

/** The part of JSON Schema the contract uses, as plain data (every `$ref` resolved). */
export type JsonSchema = Record<string, unknown>;

interface OperationObject {
  operationId: string;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  security?: Record<string, string[]>[];
  responses: Record<string, ResponseObject>;
}

export interface ContractOperationInfo {
  operationId: string;
  method: string;
  path: string;
  pattern: RegExp;
  /** The path item's parameters and the operation's own, the latter winning. */
  parameters: ParameterObject[];
  /** The JSON body's schema, when the operation takes one. */
  body?: { required: boolean; schema: JsonSchema };
  /** The scopes the caller needs; undefined when the operation is public. */
  scopes?: string[];
  responses: Record<string, ResponseObject>;
}

export interface ObservedResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Replaces every local `$ref` with what it points at (the contract has no cycles). */
function dereference(node: unknown, root: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(item, root));
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  if (typeof record['$ref'] === 'string') {
    const pointer = record['$ref'].replace(/^#\//, '').split('/');
    let target: unknown = root;
    for (const segment of pointer) {
      target = (target as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return dereference(target, root);
  }
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, dereference(value, root)]));
}

/**
 * Checks responses against `openapi/`: the status must be documented for the operation
 * and the body must match its schema (or be empty where the contract has no content).
 */
export class ContractValidator {
  readonly operations: ContractOperationInfo[];
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<unknown, ValidateFunction>();
  private readonly errorEnvelope: unknown;

  constructor(contract: Contract = loadContract()) {
    const resolved = dereference(contract, contract) as Contract & {
      components: { schemas: Record<string, unknown> };
    };
    this.ajv = new Ajv2020({ allErrors: true, strict: true });
    addFormats.default(this.ajv);
    this.ajv.addFormat('int32', { type: 'number', validate: (n: number) => Math.abs(n) < 2 ** 31 });
    this.ajv.addFormat('password', true);
    this.ajv.addKeyword('x-enum-varnames');
    this.errorEnvelope = resolved.components.schemas['ErrorEnvelope'];
    this.operations = [];
    const defaultSecurity = (resolved as { security?: Record<string, string[]>[] }).security ?? [];
    for (const [path, item] of Object.entries(resolved.paths)) {
      const shared = ((item as { parameters?: ParameterObject[] }).parameters ?? []).filter(Boolean);
      for (const method of METHODS) {
        const operation = (item as Record<string, OperationObject | undefined>)[method];
        if (!operation) continue;
        const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
        const own = operation.parameters ?? [];
        const parameters = [
          ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
          ...own,
        ];
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        const security = operation.security ?? defaultSecurity;
        this.operations.push({
          operationId: operation.operationId,
          method: method.toUpperCase(),
          path,
          pattern,
          parameters,
          ...(bodySchema !== undefined && {
            body: { required: operation.requestBody?.required === true, schema: bodySchema as JsonSchema },
          }),
          ...(security.length > 0 && { scopes: security.flatMap((requirement) => Object.values(requirement).flat()) }),
          responses: operation.responses,
        });
      }
    }
  }

  operation(operationId: string): ContractOperationInfo {
    const found = this.operations.find((op) => op.operationId === operationId);
    if (!found) throw new Error(`No operation '${operationId}' in the contract`);
    return found;
  }

  /** The operation a request reaches, if any (paths relative to the server URL `/api`). */
  match(method: string, url: string): ContractOperationInfo | undefined {
    const path = url.split('?')[0]?.replace(/^\/api/, '') ?? '';
    const exact = this.operations.filter((op) => op.method === method && op.pattern.test(path));
    // A literal segment (with-domains) wins over a parameter, as in the router.
    return exact.find((op) => op.path === path) ?? exact[0];
  }

  private validatorFor(schema: unknown): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema as object);
      this.validators.set(schema, validate);
    }
    return validate;
  }

  /** Problems with a response, empty when it conforms. */
  problems(operation: ContractOperationInfo | undefined, response: ObservedResponse): string[] {
    const status = String(response.statusCode);
    let schema: unknown = this.errorEnvelope;
    if (operation) {
      const documented = operation.responses[status];
      if (!documented) return [`${operation.operationId} answered ${status}, which the contract does not document`];
      const media = documented.content?.['application/json'];
      if (!media) {
        const types = Object.keys(documented.content ?? {});
        if (types.length === 0) return response.body === '' ? [] : [`${operation.operationId} ${status} must have no body`];
        const contentType = String(response.headers['content-type'] ?? '');
        return types.some((type) => contentType.startsWith(type)) ? [] : [`content-type is '${contentType}', not ${types.join(' or ')}`];
      }
      schema = media.schema;
    }
    const contentType = String(response.headers['content-type'] ?? '');
    if (!contentType.startsWith('application/json')) return [`content-type is '${contentType}', not JSON`];
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return ['the body is not JSON'];
    }
    const validate = this.validatorFor(schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`);
  }
}
