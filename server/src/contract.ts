import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** `openapi/openapi.yaml`, found the same way from `server/src` and `server/dist`. */
export const CONTRACT_PATH = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));

export type SecurityRequirement = Record<string, string[]>;

export interface ContractOperation {
  operationId: string;
  security?: SecurityRequirement[];
  requestBody?: { required?: boolean };
}

export interface OperationRules {
  /** The security requirements that apply, the contract's default included. */
  security: SecurityRequirement[];
  bodyRequired: boolean;
}

export interface Contract {
  security?: SecurityRequirement[];
  paths: Record<string, Record<string, ContractOperation | unknown>>;
}

export function loadContract(file: string = CONTRACT_PATH): Contract {
  return parse(fs.readFileSync(file, 'utf8')) as Contract;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** What the server enforces beside schemas, for each operation by operationId. */
export function rulesByOperation(contract: Contract): Map<string, OperationRules> {
  const result = new Map<string, OperationRules>();
  for (const pathItem of Object.values(contract.paths)) {
    for (const [method, operation] of Object.entries(pathItem)) {
      if (!METHODS.has(method)) continue;
      const { operationId, security, requestBody } = operation as ContractOperation;
      result.set(operationId, {
        security: security ?? contract.security ?? [],
        bodyRequired: requestBody?.required === true,
      });
    }
  }
  return result;
}
