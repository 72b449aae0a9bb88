import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { ValidateFunction } from 'ajv';
import type { FastifyServerOptions } from 'fastify';

// Most of the contract's operations are never called in a process's first minutes, some never
// at all, and every compiled validator or serializer stays in memory for good: each is compiled
// the first time its operation runs instead of at start (a few milliseconds, once). The schemas
// themselves are still checked before anything ships: by the contract's lint and by the tests,
// which call every operation.

/** Any truthy `schemaEnv` makes Fastify pass the request as the root's parent, which ajv needs to coerce a root value. */
const PARENT_NEEDED = Object.freeze({});

export function validatorCompiledOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = function (this: unknown, data: unknown, context?: unknown) {
    compiled ??= compile();
    const valid = compiled.call(this, data, context as Parameters<ValidateFunction>[1]);
    validate.errors = compiled.errors;
    return valid;
  } as ValidateFunction;
  validate.schemaEnv = PARENT_NEEDED as ValidateFunction['schemaEnv'];
  return validate;
}

type SerializerFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;
type Serialize = (data: unknown) => string;

/** Fastify's own response serializers (fast-json-stringify), each compiled when first used. */
export const serializersCompiledOnFirstUse: SerializerFactory = (externalSchemas, serializerOptions) => {
  const compile = SerializerSelector()(externalSchemas, serializerOptions);
  return (route) => {
    let compiled: Serialize | undefined;
    return (data: unknown) => (compiled ??= compile(route) as Serialize)(data);
  };
};
