import fc from 'fast-check';
import type { ContractOperationInfo, JsonSchema, ParameterObject } from '../../helpers/contract-validator.js';
import { contract } from './checks.js';
import {
  ACCEPT_LANGUAGES,
  FRAMINGS,
  HOSTILE_AUTHORIZATIONS,
  HOSTILE_BODIES,
  HOSTILE_CONTENT_TYPES,
  HOSTILE_SEGMENTS,
  HOSTILE_TENANT_HEADERS,
  HOSTILE_VALUES,
  type Framing,
} from './hostile.js';
import type { Principal } from './principals.js';
import { schemaArbitrary } from './schema-arbitrary.js';
import { encodeRequest, type WireRequest } from './wire.js';

export interface FuzzCase {
  /** What was done to the request, for the failure message. */
  label: string;
  principal: Principal;
  method: string;
  target: string;
  /** The request's own headers (authorization, tenant, language, type), framing apart. */
  headers: [string, string][];
  bytes: Buffer;
  /** The client ended its side mid-request: no answer at all is then fair. */
  halfClose: boolean;
  /** The body as sent, when it was a JSON object: what an acknowledgement must echo exactly. */
  sentJson?: Record<string, unknown>;
  /** How fast-check prints the case when it fails: what was sent, not its bytes. */
  [fc.toStringMethod]?: () => string;
}

function describedCase(fuzzCase: FuzzCase): FuzzCase {
  return { ...fuzzCase, [fc.toStringMethod]: () => `${fuzzCase.label} as ${fuzzCase.principal.name}` };
}

export interface FuzzContext {
  principals: Principal[];
  /** Ids that exist, so that generated requests reach real rows as well as missing ones. */
  knownIds: number[];
}

interface Part<T> {
  value: T;
  label?: string;
}

const plain = <T>(value: T): Part<T> => ({ value });

/**
 * How wrong one part of a request is: not at all (so that requests reach the handlers and the
 * database), certainly (exactly one thing wrong in an otherwise good request), or by chance
 * (many things wrong at once).
 */
type Level = 'valid' | 'hostile' | 'mixed';

function pick<T>(level: Level, valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<T>): fc.Arbitrary<T> {
  if (level === 'valid') return valid;
  if (level === 'hostile') return hostile;
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

function encodeValue(value: unknown): string {
  return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
}

/** A parameter's wire value: one the schema accepts (often an id that exists), or a hostile one. */
function parameterArbitrary(parameter: ParameterObject, context: FuzzContext, level: Level): fc.Arbitrary<Part<string>> {
  // The contract's example is a value the server takes, where the schema alone (text) says little.
  const principalIds = new Set(context.principals.map((principal) => principal.userId));
  const valid = parameter.schema['type'] === 'integer'
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...context.knownIds) },
        { weight: 1, arbitrary: schemaArbitrary(parameter.schema).filter((id) => !principalIds.has(id as number)) },
      )
    : parameter.example !== undefined
      ? fc.oneof({ weight: 3, arbitrary: fc.constant(parameter.example) }, { weight: 1, arbitrary: schemaArbitrary(parameter.schema) })
      : schemaArbitrary(parameter.schema);
  return pick(
    level,
    valid.map((value) => plain(encodeValue(value))),
    fc.constantFrom(...HOSTILE_SEGMENTS).map((segment) => ({ value: segment, label: `${parameter.name}=${segment}` })),
  );
}

function headerValue(value: string): string {
  // Latin-1 on the wire; characters beyond it are sent as their UTF-8 bytes read as Latin-1.
  return Buffer.from(value, 'utf8').toString('latin1');
}

type BodyPart = Part<{ bytes?: Buffer; json?: unknown; contentType?: string }>;

function json(value: unknown, contentType = 'application/json') {
  return { bytes: Buffer.from(JSON.stringify(value), 'utf8'), json: value, contentType };
}

/** A body the schema accepts with one field (known or not) set to a hostile value. */
function mutatedBody(schema: JsonSchema): fc.Arbitrary<BodyPart> {
  const fields = Object.keys((schema['properties'] ?? {}) as object);
  return fc
    .tuple(
      // Often the field alone, so that nothing else in the body is what gets it refused.
      fc.oneof(fc.constant({}), schemaArbitrary(schema)),
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields, 'isAdmin') }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }),
      fc.constantFrom(...HOSTILE_VALUES),
    )
    .map(([value, field, hostile]) => {
      const base = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
      return { value: json({ ...base, [field]: hostile }), label: `body.${field}=${JSON.stringify(hostile)?.slice(0, 40)}` };
    });
}

/** A body that is not JSON, not an object, or not sent as JSON. */
function rawBody(schema: JsonSchema): fc.Arbitrary<BodyPart> {
  return fc.oneof(
    fc.constantFrom(...HOSTILE_BODIES).map((bytes) => ({
      value: { bytes, contentType: 'application/json' },
      label: `raw body ${JSON.stringify(bytes.subarray(0, 30).toString('latin1'))}`,
    })),
    fc.tuple(schemaArbitrary(schema), fc.constantFrom(...HOSTILE_CONTENT_TYPES)).map(([value, type]) => ({
      value: json(value, type),
      label: `content-type ${type}`,
    })),
    fc.constant({ value: {}, label: 'no body' }),
  );
}

function bodyArbitrary(operation: ContractOperationInfo, level: Level): fc.Arbitrary<BodyPart | null> {
  if (operation.method === 'GET') return fc.constant(null);
  const schema = operation.body?.schema ?? { type: 'object' };
  const valid = operation.body ? schemaArbitrary(schema).map((value) => plain(json(value))) : fc.constant(null);
  return pick(level, valid, fc.oneof({ weight: 3, arbitrary: mutatedBody(schema) }, { weight: 2, arbitrary: rawBody(schema) }));
}

/** Applies one way of breaking the framing to a well-formed request. */
export function frame(request: WireRequest, framing: Framing): { bytes: Buffer; halfClose: boolean } {
  const body = request.body ?? Buffer.alloc(0);
  const head = (headers: [string, string][], extra = '') =>
    encodeRequest({ ...request, headers: [...request.headers, ...headers], body: undefined, contentLength: false }).toString('latin1').replace(/\r\n\r\n$/, `${extra}\r\n\r\n`);
  const withBody = (text: string) => Buffer.concat([Buffer.from(text, 'latin1'), body]);
  const chunked = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
  switch (framing) {
    case 'chunked':
      return { bytes: Buffer.concat([Buffer.from(head([['Transfer-Encoding', 'chunked']]), 'latin1'), chunked]), halfClose: false };
    case 'chunked-and-length':
      return { bytes: Buffer.concat([Buffer.from(head([['Transfer-Encoding', 'chunked'], ['Content-Length', String(chunked.length)]]), 'latin1'), chunked]), halfClose: false };
    case 'bad-chunk-size':
      return { bytes: withBody(`${head([['Transfer-Encoding', 'chunked']])}zz\r\n`), halfClose: false };
    case 'short-length':
      return { bytes: withBody(head([['Content-Length', String(Math.max(0, body.length - 3))]])), halfClose: false };
    case 'long-length-then-close':
      return { bytes: withBody(head([['Content-Length', String(body.length + 10)]])), halfClose: true };
    case 'two-lengths':
      return { bytes: withBody(head([['Content-Length', String(body.length)], ['Content-Length', String(body.length + 1)]])), halfClose: false };
    case 'negative-length':
      return { bytes: withBody(head([['Content-Length', '-5']])), halfClose: false };
    case 'space-in-header-name':
      return { bytes: withBody(head([['Content-Length', String(body.length)], ['X Bad', '1']])), halfClose: false };
    case 'header-without-colon':
      return { bytes: withBody(head([['Content-Length', String(body.length)]], '\r\nX-No-Colon')), halfClose: false };
    case 'folded-header':
      return { bytes: withBody(head([['Content-Length', String(body.length)], ['X-Folded', 'a\r\n  b']])), halfClose: false };
    case 'nul-in-header':
      return { bytes: withBody(head([['Content-Length', String(body.length)], ['X-Nul', 'a\u0000b']])), halfClose: false };
    case 'control-in-header':
      return { bytes: withBody(head([['Content-Length', String(body.length)], ['X-Control', 'a\u0001b']])), halfClose: false };
    case 'oversize-header':
      return { bytes: withBody(head([['Content-Length', String(body.length)], ['X-Big', 'a'.repeat(17 * 1024)]])), halfClose: false };
    case 'bad-version':
      return { bytes: withBody(head([['Content-Length', String(body.length)]]).replace(' HTTP/1.1\r\n', ' HTTP/9.9\r\n')), halfClose: false };
    case 'lower-case-method':
      return { bytes: withBody(head([['Content-Length', String(body.length)]]).replace(/^[A-Z]+/, (m) => m.toLowerCase())), halfClose: false };
    case 'unknown-method':
      return { bytes: withBody(head([['Content-Length', String(body.length)]]).replace(/^[A-Z]+/, 'BREW')), halfClose: false };
    case 'bare-line-feeds':
      return { bytes: withBody(head([['Content-Length', String(body.length)]]).replace(/\r\n/g, '\n')), halfClose: false };
    case 'absolute-form':
      return { bytes: withBody(head([['Content-Length', String(body.length)]]).replace(' /', ' http://127.0.0.1/')), halfClose: false };
    case 'expect-continue':
      return { bytes: withBody(head([['Content-Length', String(body.length)], ['Expect', '100-continue']])), halfClose: false };
    case 'expect-unknown':
      return { bytes: withBody(head([['Content-Length', String(body.length)], ['Expect', 'teapot']])), halfClose: false };
    case 'upgrade':
      return { bytes: withBody(head([['Content-Length', String(body.length)], ['Upgrade', 'websocket']]).replace('Connection: close', 'Connection: Upgrade, close')), halfClose: false };
    case 'garbage-line':
      return { bytes: Buffer.from('\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003 TLS hello\r\n\r\n', 'latin1'), halfClose: false };
  }
}

type Dimension = 'path' | 'query' | 'tenant' | 'authorization' | 'body' | 'framing';
const DIMENSIONS: Dimension[] = ['path', 'query', 'tenant', 'authorization', 'body', 'framing'];

/** The parts of a request this operation has, which can be made wrong. */
function dimensionsOf(operation: ContractOperationInfo): Dimension[] {
  return DIMENSIONS.filter((dimension) => {
    if (dimension === 'path') return operation.parameters.some((p) => p.in === 'path');
    if (dimension === 'query') return true;
    if (dimension === 'tenant') return operation.parameters.some((p) => p.name === 'X-Tenant-Id');
    if (dimension === 'body') return operation.method !== 'GET';
    return true;
  });
}

/** A request to one operation of the contract, by one principal, with `levels` saying how wrong each part is. */
function operationCase(operation: ContractOperationInfo, context: FuzzContext, levels: (d: Dimension) => Level): fc.Arbitrary<FuzzCase> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const queryLevel = levels('query');
  const admins = context.principals.filter((p) => p.isAdmin);
  return fc
    .record({
      principal: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...admins) }, { weight: 2, arbitrary: fc.constantFrom(...context.principals) }),
      path: fc.tuple(...pathParameters.map((p) => parameterArbitrary(p, context, levels('path')))),
      query: fc.tuple(
        ...queryParameters.map((p) =>
          queryLevel === 'valid' ? parameterArbitrary(p, context, 'valid') : fc.option(parameterArbitrary(p, context, queryLevel), { freq: 6 }),
        ),
      ),
      extraQuery: pick(
        queryLevel,
        fc.constant(null),
        fc.constantFrom('unknown=1', 'enabled=true&enabled=false', `x=${'y'.repeat(3000)}`, '%FF=1', 'a=%ED%A0%80'),
      ),
      tenant: pick(
        levels('tenant'),
        fc.option(fc.constantFrom(...context.knownIds).map(String), { freq: 2 }),
        fc.constantFrom(...HOSTILE_TENANT_HEADERS),
      ),
      language: fc.option(fc.constantFrom(...ACCEPT_LANGUAGES), { freq: 2 }),
      authorization: pick(levels('authorization'), fc.constant(null), fc.constantFrom(...HOSTILE_AUTHORIZATIONS)),
      body: bodyArbitrary(operation, levels('body')),
      framing: pick(levels('framing'), fc.constant(null), fc.constantFrom(...FRAMINGS)),
    })
    .map((plan) => {
      const labels: string[] = [];
      let target = `/api${operation.path}`;
      pathParameters.forEach((parameter, index) => {
        const part = plan.path[index];
        if (part?.label) labels.push(part.label);
        target = target.replace(`{${parameter.name}}`, part?.value ?? '');
      });
      const query: string[] = [];
      queryParameters.forEach((parameter, index) => {
        const part = plan.query[index];
        if (!part) return labels.push(`no ${parameter.name}`);
        if (part.label) labels.push(part.label);
        query.push(`${encodeURIComponent(parameter.name)}=${part.value}`);
      });
      if (plan.extraQuery) {
        query.push(plan.extraQuery);
        labels.push(`query ${plan.extraQuery.slice(0, 30)}`);
      }
      if (query.length > 0) target += `?${query.join('&')}`;

      const headers: [string, string][] = [];
      if (plan.authorization) {
        headers.push(['Authorization', plan.authorization]);
        labels.push(`authorization ${plan.authorization.slice(0, 20)}`);
      } else if (plan.principal.token) {
        headers.push(['Authorization', `Bearer ${plan.principal.token}`]);
      }
      if (plan.tenant !== null) {
        headers.push(['X-Tenant-Id', headerValue(plan.tenant)]);
        labels.push(`X-Tenant-Id ${plan.tenant.slice(0, 20)}`);
      }
      if (plan.language !== null) headers.push(['Accept-Language', plan.language]);
      let body: Buffer | undefined;
      let sentJson: Record<string, unknown> | undefined;
      if (plan.body) {
        if (plan.body.label) labels.push(plan.body.label);
        body = plan.body.value.bytes;
        if (plan.body.value.contentType) headers.push(['Content-Type', plan.body.value.contentType]);
        const sent = plan.body.value.json;
        if (sent !== null && typeof sent === 'object' && !Array.isArray(sent)) sentJson = sent as Record<string, unknown>;
      }
      const request: WireRequest = { method: operation.method, target, headers, ...(body && { body }) };
      const framed = plan.framing ? frame(request, plan.framing) : { bytes: encodeRequest(request), halfClose: false };
      if (plan.framing) labels.push(`framing ${plan.framing}`);
      return describedCase({
        label: `${operation.operationId}${labels.length > 0 ? ` [${labels.join('; ')}]` : ''}`,
        principal: plan.principal,
        method: operation.method,
        target,
        headers,
        bytes: framed.bytes,
        halfClose: framed.halfClose,
        ...(sentJson && !plan.framing && { sentJson }),
      });
    });
}

/** Requests to addresses and methods no operation has. */
function strayCase(context: FuzzContext): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      principal: fc.constantFrom(...context.principals),
      method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
      path: fc.oneof(
        fc.constantFrom(...contract.operations.map((op) => `/api${op.path.replace(/\{\w+\}/g, '1')}`)),
        fc.constantFrom('/api', '/api/', '/api/v1', '/api/v2/admin/tenant', '/api/v1/admin/tenant/1/extra', '/api//v1/auth/me', '/api/v1/auth/me/', '/api/%2e%2e/healthz', '/healthz', '/readyz'),
      ),
    })
    .map(({ principal, method, path }) => {
      const headers: [string, string][] = principal.token ? [['Authorization', `Bearer ${principal.token}`]] : [];
      return describedCase({ label: `stray ${method} ${path}`, principal, method, target: path, headers, bytes: encodeRequest({ method, target: path, headers }), halfClose: false });
    });
}

/**
 * Requests to every operation: well-formed ones, ones with exactly one thing wrong, ones with
 * many things wrong, and requests to addresses no operation has.
 */
export function fuzzCases(context: FuzzContext): fc.Arbitrary<FuzzCase> {
  const operation = fc.constantFrom(...contract.operations);
  return fc.oneof(
    { weight: 3, arbitrary: operation.chain((op) => operationCase(op, context, () => 'valid')) },
    {
      weight: 4,
      arbitrary: operation.chain((op) =>
        fc.constantFrom(...dimensionsOf(op)).chain((wrong) => operationCase(op, context, (d) => (d === wrong ? 'hostile' : 'valid'))),
      ),
    },
    { weight: 2, arbitrary: operation.chain((op) => operationCase(op, context, () => 'mixed')) },
    { weight: 1, arbitrary: strayCase(context) },
  );
}
