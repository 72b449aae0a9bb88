import { faker } from '@faker-js/faker';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { generatedHandlers } from '../src/mocks/generated-mocks';
import { contractOperations, dereference, loadContract, type Contract, type ContractOperationInfo } from '../server/src/core/contract.js';
import { AppError, ErrorCode } from '../server/src/core/errors.js';
import { isApiToken } from '../server/src/auth/api-token-secret.js';
import { changesCredentials } from '../server/src/auth/credential-rule.js';
import { languageFrom } from '../server/src/core/i18n/catalog.js';
import { currentSuccess, documentedAnswer, documentedExamples, type MockAnswer } from './documented-answers.js';
import type { AnyListDeclaration } from '../server/src/core/lists/list-declaration.js';
import type { User } from '../src/generated/model';
import { mockMessages } from './lists/area-lists.js';
import { listHandlers } from './lists/list-handlers.js';
import { mockDataset } from './lists/mock-dataset.js';
import { namedRows } from './lists/named-rows.js';
import { mockAuth, type MockAuth, type MockAuthMode } from './mock-auth.js';
import { refusal } from './refusal.js';
import { requestCheck } from './request-check.js';

/** The moment the fake data's dates are made relative to: answers repeat on any day. */
const REFERENCE_DATE = new Date('2026-01-01T00:00:00Z');

/** The server's address prefix: the mock answers at the same paths. */
const API_PREFIX = '/api';

/** `Prefer: code=409, example=usernameTaken` (Prism's convention), read. */
export function readPrefer(header: string | null): { code?: string; example?: string } {
  const preferences: { code?: string; example?: string } = {};
  for (const part of (header ?? '').split(/[,;]/)) {
    const [name, value] = part.split('=').map((text) => text.trim());
    if ((name === 'code' || name === 'example') && value) preferences[name] = value.replace(/^"|"$/g, '');
  }
  return preferences;
}

/** A stable number for a text: the seed of one request's fake data. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

function send(answer: MockAnswer): Response {
  return new HttpResponse(answer.body === '' ? null : answer.body, {
    status: answer.status,
    headers: answer.contentType ? { 'content-type': answer.contentType } : {},
  });
}

/** The operation a path reaches: a literal segment (`with-domains`) wins over a parameter, as in the server's router. */
function operationAt(operations: ContractOperationInfo[], method: string, path: string): ContractOperationInfo | undefined {
  const candidates = operations.filter((operation) => operation.method === method && operation.pattern.test(path));
  return candidates.find((operation) => operation.path === path) ?? candidates.sort((a, b) => a.path.split('{').length - b.path.split('{').length)[0];
}

function paramsOf(operation: ContractOperationInfo, path: string): Record<string, string> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const values = new RegExp(`^${operation.path.replace(/\{\w+\}/g, '([^/]+)')}$`).exec(path)?.slice(1) ?? [];
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]));
}

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

export interface MockOptions {
  /** The seed of the fake data: the same request gets the same answer under the same seed. */
  seed: number;
  /** Every area's list (`server/src/modules/<area>/list.ts`), which the mock pages as the server does. */
  lists: readonly AnyListDeclaration[];
  contract?: Contract;
  /** `users`: the mock knows its seeded users and the tokens it issued (mock-auth.ts); `any` (the default) takes any. */
  auth?: { mode: MockAuthMode; password: string };
}

/**
 * Every operation of the contract: first a gate that checks the request as the server does and
 * answers any documented status asked for with `Prefer`, then the lists over rows made from the
 * seed, in the server's list convention (one row by its id is the row the lists hold, and an id
 * they do not hold the server's 404), then the generated msw handlers, which answer the rest with
 * their fake data (seeded per request, so answers repeat). In `users` mode `auth` is what the mock
 * knows of its callers (the API tokens it takes).
 */
export function mockHandlers(options: MockOptions): { handlers: HttpHandler[]; auth?: MockAuth } {
  const contract = options.contract ?? loadContract();
  const operations = contractOperations(dereference(contract) as Contract);
  const checks = new Map(operations.map((operation) => [operation, requestCheck(operation)]));
  const dataset = mockDataset(options.seed, options.lists);
  const words = mockMessages(options.lists);
  const rowAt = namedRows(options.lists, () => dataset);
  const auth = options.auth?.mode === 'users' ? mockAuth(options.seed, (dataset.get('users') ?? []) as User[], options.auth.password) : undefined;

  const gate = http.all(`${API_PREFIX}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.slice(API_PREFIX.length);
    const language = request.headers.get('accept-language');
    faker.seed(hashOf(`${options.seed} ${request.method} ${path}${url.search}`));
    // Fake dates count back from this moment rather than from now, or an answer would change with the clock.
    faker.setDefaultRefDate(REFERENCE_DATE);
    const operation = operationAt(operations, request.method, path);
    if (!operation) {
      return refusal(new AppError(ErrorCode.RouteNotFound, 'routeNotFound', { params: { method: request.method, url: url.pathname } }), language, words);
    }
    // As the server: who is calling is settled before what they sent is read.
    const bearer = /^Bearer (\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (operation.scopes && bearer === undefined) {
      return refusal(new AppError(ErrorCode.Unauthenticated, 'unauthenticated'), language, words);
    }
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const problem = checks.get(operation)?.({
      params: paramsOf(operation, path),
      query: queryOf(url),
      headers: Object.fromEntries(request.headers.entries()),
      contentType: request.headers.get('content-type') ?? undefined,
      body,
    });
    if (problem) return refusal(problem, language, words);
    // Any token is taken, but an API token, as on the server, never for a change of credentials.
    if (operation.credential && bearer !== undefined && isApiToken(bearer) && changesCredentials(operation.credential, body ? (JSON.parse(body) as unknown) : undefined)) {
      return refusal(new AppError(ErrorCode.SignInRequired, 'signInRequired'), language, words);
    }

    const prefer = readPrefer(request.headers.get('prefer'));
    if (auth && prefer.code === undefined) {
      const decided = await auth.answer({ operationId: operation.operationId, bearer, needsCaller: Boolean(operation.scopes), body, language });
      if (decided) return decided;
    }
    const documented = Object.keys(operation.responses);
    if (prefer.code !== undefined && !documented.includes(prefer.code)) {
      const params = { code: prefer.code, operation: operation.operationId, codes: documented.join(', ') };
      return refusal(new AppError(ErrorCode.ValidationFailed, 'mockCodeUndocumented', { params, field: 'Prefer' }), language, words);
    }
    const success = currentSuccess(operation);
    const status = prefer.code ?? success;
    if (prefer.example !== undefined) {
      const named = Object.keys(documentedExamples(operation, status));
      if (!named.includes(prefer.example)) {
        const offer = named.length > 0 ? words.translate(languageFrom(language ?? undefined), 'mockExamplesAre', { names: named.join(', ') }) : { messageKey: 'mockNoExamples' as const };
        const params = { example: prefer.example, operation: operation.operationId, status, offer };
        return refusal(new AppError(ErrorCode.ValidationFailed, 'mockExampleUnknown', { params, field: 'Prefer' }), language, words);
      }
    }
    // As the server's handlers: an id the data set holds no row for answers its 404, for every operation below that path,
    // answers without a body among them; a status asked for is answered as asked, here, as the handlers that follow would refuse.
    const row = rowAt(path);
    const absent = row?.found === false ? row.refusal : undefined;
    if (absent !== undefined && prefer.code === undefined) return refusal(absent, language, words);
    const answer = documentedAnswer(operation, status, prefer.example);
    // The success, asked for or not, comes from the handlers that follow: the lists and exports, or the generated ones,
    // which answer with an operation's first documented success: one whose servers now send another is answered here.
    const followed = answer.contentType?.startsWith('application/json') || answer.contentType?.startsWith('text/csv');
    const generated = documented.find((code) => code.startsWith('2'));
    if (status === success && success === generated && prefer.example === undefined && followed && absent === undefined) return undefined;
    return send(answer);
  });
  return { handlers: [gate, ...listHandlers(options.lists, () => dataset, words), ...generatedHandlers()], ...(auth && { auth }) };
}
