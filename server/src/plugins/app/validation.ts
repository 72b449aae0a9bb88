import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fp from 'fastify-plugin';
import { validatorCompiledOnFirstUse } from '../../core/validation/compiled-on-first-use.js';
import { findNonCanonicalScalar, findUnstorableText } from '../../core/validation/request-text.js';

const INT32_MAX = 2 ** 31 - 1;

function createAjv(options: Options): Ajv {
  const ajv = new Ajv({
    allErrors: false,
    // An unknown field is an error the caller hears about, never silently dropped.
    removeAdditional: false,
    useDefaults: true,
    strict: true,
    ...options,
  });
  addFormats.default(ajv);
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && n >= -INT32_MAX - 1 && n <= INT32_MAX,
  });
  ajv.addFormat('password', true);
  for (const keyword of CONTRACT_NOTE_KEYWORDS) ajv.addKeyword(keyword);
  return ajv;
}

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/**
 * Node gives header names in lower case. Fastify lower-cases header schemas itself only
 * with its default compiler, so with ours the names must be lower-cased here, or a
 * malformed `X-Tenant-Id` would pass unchecked.
 */
function lowerCaseHeaderNames(schema: ObjectSchema): ObjectSchema {
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(
        Object.entries(schema.properties).map(([name, value]) => [name.toLowerCase(), value]),
      ),
    }),
    ...(schema.required && { required: schema.required.map((name) => name.toLowerCase()) }),
  };
}

type RawCheck = (data: unknown) => ErrorObject | undefined;

/**
 * The compiled schema, preceded by checks on the raw values (before ajv coerces them). The
 * result keeps ajv's shape, `schemaEnv` included, so Fastify still lets it coerce the root.
 */
function withRawChecks(validate: ValidateFunction, checks: RawCheck[]): ValidateFunction {
  const checked = function (this: unknown, data: unknown, context?: unknown) {
    for (const check of checks) {
      const problem = check(data);
      if (problem) {
        checked.errors = [problem];
        return false;
      }
    }
    const valid = validate.call(this, data, context as Parameters<ValidateFunction>[1]);
    checked.errors = validate.errors;
    return valid;
  } as ValidateFunction;
  checked.schema = validate.schema;
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

/** Compiles the validator of one part of a request (`body`, `querystring`, `params`, `headers`). */
export type RequestValidatorCompiler = (schema: object, httpPart: string) => ValidateFunction;

/**
 * Validators of requests as the server checks them (the mock server checks with the same). Path,
 * query and header values arrive as text and are coerced to the contract's types; bodies are JSON
 * and must already have them (`"12345"` is not a number, `12345` not a string).
 */
/**
 * The contract's notes in its schemas, not constraints: for generated code (a field's Chinese label
 * among them), for the breaking-change check, and for the console (`x-instance-wide`, read by
 * scripts/contract-marks.mjs). Every validator of the contract knows them (tests/helpers too).
 */
export const CONTRACT_NOTE_KEYWORDS = ['x-enum-varnames', 'x-open-enum', 'x-title-zh', 'x-instance-wide'] as const;

export function requestValidatorCompiler(): RequestValidatorCompiler {
  const coercing = createAjv({ coerceTypes: 'array' });
  // verbose: an error keeps the value at fault, so a message can quote it.
  const exact = createAjv({ coerceTypes: false, verbose: true });
  return (schema, httpPart) => {
    if (httpPart === 'body') return withRawChecks(exact.compile(schema), [findUnstorableText]);
    const parameters = httpPart === 'headers' ? lowerCaseHeaderNames(schema as ObjectSchema) : (schema as ObjectSchema);
    const canonical: RawCheck = (data) => findNonCanonicalScalar(parameters, data);
    // Header values are Latin-1 as Node reads them, so only their spelling needs checking.
    const checks = httpPart === 'headers' ? [canonical] : [findUnstorableText, canonical];
    return withRawChecks(coercing.compile(parameters), checks);
  };
}

export default fp(
  async (app) => {
    const compile = requestValidatorCompiler();
    app.setValidatorCompiler(({ schema, httpPart }) => validatorCompiledOnFirstUse(() => compile(schema, httpPart ?? 'body')));
  },
  { name: 'validation' },
);
