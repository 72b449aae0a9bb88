import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { parseCredentialRule, type CredentialRule } from '../auth/credential-rule.js';

/**
 * `openapi/openapi.yaml` in the nearest folder above this file that holds one: the checkout's root,
 * whether this runs from `server/src` or compiled into `server/dist/server/src`.
 */
function findContract(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(folder, 'openapi', 'openapi.yaml');
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('openapi/openapi.yaml was not found above the server');
    folder = parent;
  }
}

export const CONTRACT_PATH = findContract();

export type SecurityRequirement = Record<string, string[]>;

export interface ContractOperation {
  operationId: string;
  security?: SecurityRequirement[];
  requestBody?: { required?: boolean };
  parameters?: unknown[];
  'x-credential'?: unknown;
  'x-body-limit'?: unknown;
  'x-open-before'?: unknown;
}

/** What an account may still have to do before anything else: choose a new password, turn on two-factor sign-in a policy requires. */
export const UNFINISHED_ACCOUNT_STEPS = ['passwordChange', 'twoFactor'] as const;
export type UnfinishedAccountStep = (typeof UNFINISHED_ACCOUNT_STEPS)[number];

export interface OperationRules {
  /** The security requirements that apply, the contract's default included. */
  security: SecurityRequirement[];
  bodyRequired: boolean;
  /** `x-credential`: a change of credentials, made by a person's own session only. */
  credential?: CredentialRule;
  /** The path parameter that names an account (a `UserId`), if the path names one. */
  accountParameter?: string;
  /** It takes an `Idempotency-Key` header: a create that may be sent again without being made twice. */
  idempotent?: boolean;
  /** `x-body-limit`: the largest body it takes, in bytes, where more than `BODY_LIMIT_BYTES` (a batch). */
  bodyLimit?: number;
  /** `x-open-before`: the steps still owed (a new password, two-factor sign-in) before which the call stays open. */
  openBefore: ReadonlySet<UnfinishedAccountStep>;
}

/** The header a create may be sent again with (IETF `Idempotency-Key`). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export interface Contract {
  security?: SecurityRequirement[];
  paths: Record<string, Record<string, ContractOperation | unknown>>;
  components?: { parameters?: Record<string, unknown>; schemas?: Record<string, unknown> };
}

/** Each file's contract as read last, with the time it was changed then. */
const readContracts = new Map<string, { changedMs: number; contract: Contract }>();

/**
 * The contract, parsed. Parsing it takes most of a second, and a test process builds its app many
 * times: the parse is kept while the file is unchanged, and each caller gets its own copy to change.
 */
export function loadContract(file: string = CONTRACT_PATH): Contract {
  const changedMs = fs.statSync(file).mtimeMs;
  let read = readContracts.get(file);
  if (read?.changedMs !== changedMs) {
    // A copy, not the parse itself: the parser's strings are slices of the file's text, and would
    // keep all of it (1 MB) alive for as long as the server runs.
    read = { changedMs, contract: structuredClone(parse(fs.readFileSync(file, 'utf8'))) as Contract };
    readContracts.set(file, read);
  }
  return structuredClone(read.contract);
}

/** Keywords that document the contract for people and tools, and that no validation or serialization reads. */
const PROSE_KEYWORDS = new Set(['description', 'summary', 'example', 'examples']);

/**
 * A copy of the contract without its prose, for what compiles its schemas. Fastify-openapi-glue
 * copies each `$ref` into every route that uses it, so the error code's description alone (≈ 5 KB)
 * was held some 1,400 times: 7 MB of an idle server's 48 MB heap. A property named like a keyword
 * (an account's `description`) is a key of `properties`, never removed.
 */
export function withoutProse(node: unknown, naming = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutProse(item));
  if (node === null || typeof node !== 'object') return node;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (naming || !PROSE_KEYWORDS.has(key)) kept[key] = withoutProse(value, key === 'properties');
    // A response must have a description to be valid OpenAPI: it is kept, empty.
    else if (key === 'description') kept[key] = typeof value === 'string' ? '' : withoutProse(value);
  }
  return kept;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/**
 * The path parameter among these (dereferenced: the path item's and the operation's) whose schema
 * is the contract's `UserId` (`accountSchema`, dereferenced alike): the account the path names.
 */
export function accountParameterOf(parameters: readonly unknown[], accountSchema: unknown): string | undefined {
  const account = JSON.stringify(accountSchema);
  for (const parameter of parameters) {
    const { in: where, name, schema } = (parameter ?? {}) as { in?: unknown; name?: unknown; schema?: unknown };
    if (where === 'path' && typeof name === 'string' && JSON.stringify(schema) === account) return name;
  }
  return undefined;
}

/** The contract's `UserId` schema, dereferenced. */
function accountSchemaOf(contract: Contract): unknown {
  return dereference((contract as { components?: { schemas?: Record<string, unknown> } }).components?.schemas?.['UserId'], contract);
}

/** What the server enforces beside schemas, for each operation by operationId. */
function parseOpenBefore(operationId: string, mark: unknown): ReadonlySet<UnfinishedAccountStep> {
  if (mark === undefined) return new Set();
  const known: readonly unknown[] = UNFINISHED_ACCOUNT_STEPS;
  if (!Array.isArray(mark) || !mark.every((step) => known.includes(step))) {
    throw new Error(`The contract's x-open-before of ${operationId} must list some of ${UNFINISHED_ACCOUNT_STEPS.join(', ')}`);
  }
  return new Set(mark as UnfinishedAccountStep[]);
}

export function rulesByOperation(contract: Contract): Map<string, OperationRules> {
  const result = new Map<string, OperationRules>();
  const accountSchema = accountSchemaOf(contract);
  for (const pathItem of Object.values(contract.paths)) {
    const shared = Array.isArray(pathItem['parameters']) ? (pathItem['parameters'] as unknown[]) : [];
    for (const [method, operation] of Object.entries(pathItem)) {
      if (!METHODS.has(method)) continue;
      const { operationId, security, requestBody, parameters = [], 'x-credential': mark, 'x-body-limit': bodyLimit } = operation as ContractOperation;
      if (bodyLimit !== undefined && !(Number.isInteger(bodyLimit) && Number(bodyLimit) > 0)) throw new Error(`The contract's x-body-limit of ${operationId} is not a number of bytes`);
      const credential = parseCredentialRule(operationId, mark);
      const openBefore = parseOpenBefore(operationId, (operation as ContractOperation)['x-open-before']);
      const declared = dereference([...shared, ...parameters], contract) as unknown[];
      const accountParameter = accountParameterOf(declared, accountSchema);
      const idempotent = declared.some((parameter) => {
        const { name, in: place } = parameter as Partial<ParameterObject>;
        return place === 'header' && name?.toLowerCase() === IDEMPOTENCY_HEADER;
      });
      result.set(operationId, {
        security: security ?? contract.security ?? [],
        bodyRequired: requestBody?.required === true,
        openBefore,
        ...(credential !== undefined && { credential }),
        ...(accountParameter !== undefined && { accountParameter }),
        ...(idempotent && { idempotent }),
        ...(typeof bodyLimit === 'number' && { bodyLimit }),
      });
    }
  }
  return result;
}

export interface MediaType {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
}
export interface ResponseObject {
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
  tags?: string[];
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
  /** `x-changes-nothing`: a POST that only reads (its body carries a secret a URL must not). */
  changesNothing: boolean;
  /** `x-changes-by-itself`: a GET whose answer the server changes on its own (deliveries being sent). */
  changesByItself: boolean;
  /** `x-credential`: a change of credentials, made by a person's own session only. */
  credential?: CredentialRule;
  /** The path parameter that names an account (a `UserId`), if the path names one. */
  accountParameter?: string;
  tags: string[];
  responses: Record<string, ResponseObject>;
}


const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Replaces every local `$ref` with what it points at (the contract has no cycles). */
export function dereference(node: unknown, root: unknown = node): unknown {
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


/** Every operation of a dereferenced contract, with what a caller must send and may receive. */
export function contractOperations(resolved: Contract): ContractOperationInfo[] {
  const operations: ContractOperationInfo[] = [];
  const defaultSecurity = resolved.security ?? [];
  const accountSchema = accountSchemaOf(resolved);
  for (const [path, item] of Object.entries(resolved.paths)) {
    const shared = ((item as { parameters?: ParameterObject[] }).parameters ?? []).filter(Boolean);
    for (const method of OPERATION_METHODS) {
      const operation = (item as Record<string, OperationObject | undefined>)[method];
      if (!operation) continue;
      const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
      const own = operation.parameters ?? [];
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const security = operation.security ?? defaultSecurity;
      const credential = parseCredentialRule(operation.operationId, (operation as { 'x-credential'?: unknown })['x-credential']);
      const accountParameter = accountParameterOf(parameters, accountSchema);
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        pattern,
        parameters,
        ...(bodySchema !== undefined && {
          body: { required: operation.requestBody?.required === true, schema: bodySchema as JsonSchema },
        }),
        ...(security.length > 0 && { scopes: security.flatMap((requirement) => Object.values(requirement).flat()) }),
        changesNothing: (operation as { 'x-changes-nothing'?: boolean })['x-changes-nothing'] === true,
        changesByItself: (operation as { 'x-changes-by-itself'?: boolean })['x-changes-by-itself'] === true,
        ...(credential !== undefined && { credential }),
        ...(accountParameter !== undefined && { accountParameter }),
        tags: operation.tags ?? [],
        responses: operation.responses,
      });
    }
  }
  return operations;
}
