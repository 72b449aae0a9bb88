import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { validatorCompiledOnFirstUse, serializersCompiledOnFirstUse } from '../../../server/src/core/validation/compiled-on-first-use.js';
import { requestValidatorCompiler } from '../../../server/src/plugins/app/validation.js';

describe('validators and serializers compiled when their operation first runs', () => {
  it('compiles a validator once, on its first call, and reports its errors', () => {
    const compile = requestValidatorCompiler();
    let compilations = 0;
    const validate = validatorCompiledOnFirstUse(() => {
      compilations += 1;
      return compile({ type: 'object', properties: { size: { type: 'integer', maximum: 10 } }, additionalProperties: false }, 'body');
    });
    expect(compilations).toBe(0);
    expect(validate({ size: 11 })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/size', keyword: 'maximum' });
    expect(validate({ size: 3 })).toBe(true);
    expect(compilations).toBe(1);
  });

  it('in a server: coerces a query string as before, refuses a bad one, and serializes by the response schema', async () => {
    const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: serializersCompiledOnFirstUse } } });
    const compile = requestValidatorCompiler();
    app.setValidatorCompiler(({ schema, httpPart }) => validatorCompiledOnFirstUse(() => compile(schema, httpPart ?? 'body')));
    app.get(
      '/items',
      {
        schema: {
          querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1 } }, additionalProperties: false },
          response: { 200: { type: 'object', properties: { page: { type: 'integer' } } } },
        },
      },
      async (request) => ({ page: (request.query as { page?: number }).page, secret: 'never sent' }),
    );
    const good = await app.inject({ url: '/items?page=2' });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ page: 2 });
    expect((await app.inject({ url: '/items?page=zero' })).statusCode).toBe(400);
    await app.close();
  });
});
