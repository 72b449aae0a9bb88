import fc from 'fast-check';
import { expect, it } from 'vitest';
import { AcknowledgedWrites } from './harness/acknowledged.js';
import { budget, fuzzSeed } from './harness/budget.js';
import { answerProblems, contract } from './harness/checks.js';
import { describeHardening, report } from './harness/describe.js';
import { useServerWithWorld } from './harness/fixture.js';
import { fuzzCases, type FuzzCase } from './harness/request-cases.js';
import { send } from './harness/requests.js';
import { HOSTILE_VALUES } from './harness/hostile.js';
import { schemaArbitrary } from './harness/schema-arbitrary.js';
import { encodeRequest, exchange, type RawAnswer } from './harness/wire.js';

describeHardening('fuzz: every operation, every principal, malformed every way', () => {
  const fixture = useServerWithWorld(4);

  const read = (target: string, actingTenant: string | undefined): Promise<RawAnswer> =>
    send(fixture.server.port, { method: 'GET', target, token: fixture.adminToken, ...(actingTenant !== undefined && { actingTenant }) });

  it('answers every request with a documented envelope, stores what it acknowledges, and stays up', async () => {
    const seed = fuzzSeed();
    console.log(`[hardening] fuzz seed ${seed} (replay with HARDENING_SEED=${seed})`);
    const writes = new AcknowledgedWrites(read);
    const statuses = new Map<number, number>();
    let requests = 0;
    let unanswered = 0;
    let renewed = 0;
    const context = {
      principals: fixture.world.principals,
      knownIds: [...fixture.world.tenants.map((t) => t.tenantId), 999_999],
    };

    const check = async (fuzzCase: FuzzCase): Promise<void> => {
      requests += 1;
      const result = await exchange(fixture.server.port, fuzzCase.bytes, { halfClose: fuzzCase.halfClose });
      const problems: string[] = [];
      if (result.timedOut) problems.push('no answer within 15 s');
      if (result.garbage) problems.push(`bytes that are not an HTTP answer: ${JSON.stringify(result.garbage.slice(0, 200))}`);
      if (result.answers.length === 0 && !fuzzCase.halfClose) problems.push('the connection closed without an answer');
      if (result.answers.length === 0) unanswered += 1;
      for (const answer of result.answers) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        problems.push(...answerProblems(fuzzCase.method, fuzzCase.target, answer).map((p) => `${p} — ${answer.body.slice(0, 300)}`));
      }
      const [first] = result.answers;
      if (first && result.answers.length === 1) problems.push(...(await writes.check(fuzzCase, first)));
      // A write allowed to end sessions (signing out) ended the principal's: they sign in again.
      if (first && first.status < 300 && fuzzCase.method !== 'GET' && (await fixture.renew(fuzzCase.principal))) renewed += 1;
      if (!fixture.server.alive()) problems.push(`the server died:\n${fixture.server.output()}`);
      if (problems.length > 0) {
        throw new Error(`${fuzzCase.label} as ${fuzzCase.principal.name}\n  ${problems.join('\n  ')}`);
      }
    };

    await fc.assert(fc.asyncProperty(fuzzCases(context), check), {
      seed,
      numRuns: budget.fuzzRuns,
      endOnFailure: true,
    });

    expect(await writes.verifyAll()).toEqual([]);
    // The full lists, which every write feeds, still fit the contract.
    for (const operation of contract.operations.filter((op) => op.method === 'GET' && !op.path.includes('{'))) {
      const answer = await read(`/api${operation.path}`, undefined);
      expect(answerProblems('GET', `/api${operation.path}`, answer), operation.operationId).toEqual([]);
    }
    const health = await fetch(`${fixture.server.url}/healthz`);
    expect(health.status).toBe(200);
    report('fuzz', {
      seed,
      requests,
      'writes acknowledged and read back': writes.acknowledged,
      'closed by the client before an answer': unanswered,
      'principals signed in again after ending their own session': renewed,
      statuses: [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' '),
    });
  });
});

describeHardening('fuzz: every text field of every write, with every hostile value', () => {
  const fixture = useServerWithWorld(4);

  const asAdmin = (method: string, target: string, body?: unknown): Promise<RawAnswer> =>
    send(fixture.server.port, { method, target, token: fixture.adminToken, body });

  it('refuses each with 400 naming the field, or stores and answers it exactly as sent', async () => {
    const writes = new AcknowledgedWrites((target) => asAdmin('GET', target));
    const problems: string[] = [];
    let requests = 0;
    for (const operation of contract.operations.filter((op) => op.body)) {
      // An address that exists: the first known id whose read answers 200.
      const ids = fixture.world.tenants.map((t) => t.tenantId);
      let target: string | undefined;
      for (const id of ids) {
        const candidate = `/api${operation.path.replace(/\{\w+\}/g, String(id))}`;
        if (!operation.path.includes('{') || (await asAdmin('GET', candidate)).status === 200) {
          target = candidate;
          break;
        }
      }
      if (!target) continue;
      const schema = operation.body?.schema ?? {};
      const fields = Object.keys((schema['properties'] ?? {}) as object);
      // The fields the operation requires, with values it accepts, so that only the field tried is wrong.
      const [sample] = fc.sample(schemaArbitrary(schema), { numRuns: 1, seed: 1 }) as Record<string, unknown>[];
      const required = (schema['required'] ?? []) as string[];
      const base = Object.fromEntries(required.map((name) => [name, sample?.[name]]));
      for (const field of fields) {
        for (const value of HOSTILE_VALUES) {
          requests += 1;
          const answer = await asAdmin(operation.method, target, { ...base, [field]: value });
          const label = `${operation.operationId} ${field}=${JSON.stringify(value).slice(0, 60)}`;
          problems.push(...answerProblems(operation.method, target, answer).map((p) => `${label}: ${p}`));
          if (answer.status === 400) {
            const named = (JSON.parse(answer.body) as { data?: { field?: string } }).data?.field ?? '';
            if (named !== field && !named.startsWith(`${field}[`) && !named.startsWith(`${field}.`)) problems.push(`${label}: 400 names '${named}', not ${field}`);
          }
          const fuzzCase = {
            label,
            principal: fixture.world.principals[0] ?? { name: 'administrator', isAdmin: true },
            method: operation.method,
            target,
            headers: [] as [string, string][],
            bytes: Buffer.alloc(0),
            halfClose: false,
            sentJson: { ...base, [field]: value },
          };
          problems.push(...(await writes.check(fuzzCase, answer)).map((p) => `${label}: ${p}`));
        }
      }
    }
    problems.push(...(await writes.verifyAll()));
    expect(problems).toEqual([]);
    expect(fixture.server.alive()).toBe(true);
    report('field sweep', { requests, 'writes acknowledged and read back': writes.acknowledged });
  });
});

describeHardening('fuzz: every operation with a body, nested past the limit', () => {
  const fixture = useServerWithWorld(3);

  /** A JSON object whose first field holds arrays nested so that the body is `depth` levels deep. */
  const nested = (field: string, depth: number) => Buffer.from(`{${JSON.stringify(field)}:${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`);

  it('refuses each with 400 naming the body, before anything walks it, and reads the body at the limit as usual', async () => {
    const problems: string[] = [];
    let requests = 0;
    const operations = contract.operations.filter((op) => op.body);
    expect(operations.length).toBeGreaterThan(10);
    for (const operation of operations) {
      const target = `/api${operation.path.replace(/\{\w+\}/g, String(fixture.world.a.tenantId))}`;
      const field = Object.keys((operation.body?.schema['properties'] ?? {}) as object)[0] ?? 'field';
      for (const depth of [32, 33, 5_000, 32_000]) {
        const headers: [string, string][] = [['Content-Type', 'application/json'], ['Authorization', `Bearer ${fixture.adminToken}`]];
        requests += 1;
        const { answers } = await exchange(fixture.server.port, encodeRequest({ method: operation.method, target, headers, body: nested(field, depth) }));
        const [answer] = answers;
        const label = `${operation.operationId} nested ${depth} deep`;
        if (!answer) {
          problems.push(`${label}: no answer`);
          continue;
        }
        problems.push(...answerProblems(operation.method, target, answer).map((p) => `${label}: ${p}`));
        const body = JSON.parse(answer.body) as { code?: number; data?: { field?: string } | null };
        const refusedAsDeep = answer.status === 400 && body.code === 40001 && body.data?.field === 'body';
        if (depth > 32 && !refusedAsDeep) problems.push(`${label}: answered ${answer.status} ${answer.body.slice(0, 200)}`);
        if (depth === 32 && refusedAsDeep) problems.push(`${label}: refused a body at the limit as too deep`);
      }
    }
    expect(problems).toEqual([]);
    expect(fixture.server.alive()).toBe(true);
    report('nesting', { operations: operations.length, requests, 'deepest refused': 32_000, limit: 32 });
  });
});
