import type { ErrorObject } from 'ajv';
import { AppError, ErrorCode } from '../errors.js';
import type { MessageKey, MessageParams } from '../i18n/catalog.js';

const HEADER_NAMES: Record<string, string> = {
  'x-tenant-id': 'X-Tenant-Id',
  'accept-language': 'Accept-Language',
};

const TYPE_KEYS: Record<string, MessageKey> = {
  string: 'typeString',
  integer: 'typeInteger',
  number: 'typeNumber',
  boolean: 'typeBoolean',
  object: 'typeObject',
  array: 'typeArray',
  null: 'typeNull',
};

/** `/domains/1` → `domains[1]`, `/remark` → `remark`; a header by its usual spelling. */
function fieldName(instancePath: string, part: string, child?: string): string {
  const segments = instancePath.split('/').slice(1);
  if (child !== undefined) segments.push(child);
  let name = '';
  for (const segment of segments) {
    const decoded = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    name += /^\d+$/.test(decoded) ? `[${decoded}]` : name === '' ? decoded : `.${decoded}`;
  }
  if (part === 'headers') return HEADER_NAMES[name.toLowerCase()] ?? name;
  return name === '' ? 'body' : name;
}

/** A value quoted in a message, cut short when long. */
function excerpt(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

/** Turns the first schema violation into an error that names the field in plain words. */
export function validationError(errors: ErrorObject[], part: string): AppError {
  const [error] = errors;
  if (!error) return new AppError(ErrorCode.ValidationFailed, 'validationInvalid', { params: { field: part } });
  const params = error.params as Record<string, unknown>;
  const limit = Number(params['limit']);
  const at = (field: string, key: MessageKey, extra: MessageParams = {}) =>
    new AppError(ErrorCode.ValidationFailed, key, { field, params: { field, ...extra } });

  switch (error.keyword) {
    case 'required':
      return at(fieldName(error.instancePath, part, String(params['missingProperty'])), 'validationRequired');
    case 'additionalProperties':
      return at(
        fieldName(error.instancePath, part, String(params['additionalProperty'])),
        'validationUnknownField',
      );
    case 'type': {
      const type = String(params['type']).split(',')[0] ?? 'string';
      return at(fieldName(error.instancePath, part), 'validationType', {
        type: { messageKey: TYPE_KEYS[type] ?? 'typeString' },
      });
    }
    case 'minLength':
      return at(fieldName(error.instancePath, part), 'validationMinLength', { limit });
    case 'maxLength':
      return at(fieldName(error.instancePath, part), 'validationMaxLength', { limit });
    case 'pattern': {
      const field = fieldName(error.instancePath, part);
      if (field === 'username') return at(field, 'validationUsernamePattern');
      if (/^domains\[\d+\]$/.test(field)) return at(field, 'invalidDomain', { value: String(error.data) });
      return at(field, 'validationPattern');
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return at(fieldName(error.instancePath, part), 'validationMinimum', { limit });
    case 'maximum':
    case 'exclusiveMaximum':
      return at(fieldName(error.instancePath, part), 'validationMaximum', { limit });
    case 'maxItems':
      return at(fieldName(error.instancePath, part), 'validationMaxItems', { limit });
    case 'uniqueItems':
      // ajv names both positions; the later one is the repeat.
      return at(
        fieldName(error.instancePath, part, String(Math.max(Number(params['i']), Number(params['j'])))),
        'validationDuplicateItem',
      );
    case 'minProperties':
      return at(fieldName(error.instancePath, part), 'validationMinProperties');
    case 'storableText':
      return at(fieldName(error.instancePath, part), 'validationStorableText');
    case 'canonicalInteger':
      return at(fieldName(error.instancePath, part), 'validationCanonicalInteger', { value: excerpt(String(error.data)) });
    case 'canonicalBoolean':
      return at(fieldName(error.instancePath, part), 'validationType', { type: { messageKey: 'typeBoolean' } });
    case 'format':
      return at(fieldName(error.instancePath, part), 'validationFormat', {
        format: String(params['format']),
      });
    default:
      return at(fieldName(error.instancePath, part), 'validationInvalid');
  }
}
