import { CONTRACT_NOTE_KEYWORDS } from '../../server/src/plugins/app/validation.js';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { contractOperations, dereference, loadContract, type Contract, type ContractOperationInfo } from '../../server/src/core/contract.js';

export type { ContractOperationInfo, JsonSchema, ParameterObject } from '../../server/src/core/contract.js';

export interface ObservedResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
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
    const resolved = dereference(contract) as Contract & {
      components: { schemas: Record<string, unknown> };
    };
    this.ajv = new Ajv2020({ allErrors: true, strict: true });
    addFormats.default(this.ajv);
    this.ajv.addFormat('int32', { type: 'number', validate: (n: number) => Math.abs(n) < 2 ** 31 });
    this.ajv.addFormat('password', true);
    for (const keyword of CONTRACT_NOTE_KEYWORDS) this.ajv.addKeyword(keyword);
    this.errorEnvelope = resolved.components.schemas['ErrorEnvelope'];
    this.operations = contractOperations(resolved);
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
