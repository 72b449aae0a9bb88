import type { FastifyRequest } from 'fastify';
import pino from 'pino';

/** What a secret is replaced with in a log line. */
export const REDACTED = '[redacted]';

/**
 * Names of query parameters whose value is a secret: reset and invitation links carry `?token=`,
 * and names such as `access_token`, `api_key`, `client_secret`, `password`, `code` or `signature`
 * carry one by convention.
 */
const SECRET_PARAMETER = /token|secret|passw|pwd|key|signature|auth|session|jwt|otp|credential|^code$|^sig$/i;
/** What ends a value inside a JSON line: the address's next parameter or fragment, a quote, a backslash, white space. */
const VALUE_END = /[&#"\\\s]|%26/g;

/** An API token (`tc_` and 43 characters); its first characters alone, as lists show them, are too short to match. */
const API_TOKEN = /\btc_[A-Za-z0-9_-]{20,}/g;
/** A JSON Web Token: three base64url parts, the first of them a JSON object (`{"` is `eyJ`). */
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
/** A webhook signing secret (`whsec_` and base64). */
const WEBHOOK_SECRET = /\bwhsec_[A-Za-z0-9+/=]{8,}/g;
/** Credentials after an HTTP authentication scheme, as an `Authorization` header holds them. */
const SCHEME_CREDENTIALS = /\b(bearer|basic)(\s+)[A-Za-z0-9._~+/=-]{8,}/gi;
/** The whole value of a header that carries credentials, logged as a JSON member. */
const CREDENTIAL_HEADER = /("(?:authorization|proxy-authorization|cookie|set-cookie|x-api-key)"\s*:\s*")(?:[^"\\]|\\.)*"/gi;
/** The password in an address (`smtp://user:password@host`). */
const ADDRESS_PASSWORD = /(:\/\/[^\s/:@"\\]*:)[^\s/@"\\]+@/g;

/** An `=` or its encoded form, after which a query value starts. */
const EQUALS = /=|%3[dD]/g;
/** What the patterns other than query values need in the text: most texts have none. */
const TOKEN_MARKER = /tc_|eyJ|whsec_|:\/\/|earer|EARER|asic|ASIC|uthoriz|UTHORIZ|ookie|OOKIE|pi-key|PI-KEY/;

/**
 * The text with every secret it could hold replaced by `[redacted]`: token-like query values,
 * API tokens, JSON Web Tokens, webhook secrets, `Authorization` and cookie values, and passwords
 * in addresses. Every log line passes through it, so it is built to answer at once for text with
 * nothing to redact: query values are found from each `=` rather than by a pattern over the whole
 * text, and the other patterns run only on text that holds one of their markers.
 */
export function redactSecrets(text: string): string {
  let redacted = redactQueryValues(text);
  if (!TOKEN_MARKER.test(redacted)) return redacted;
  if (redacted.includes('tc_')) redacted = redacted.replace(API_TOKEN, `tc_${REDACTED}`);
  if (redacted.includes('eyJ')) redacted = redacted.replace(JWT, REDACTED);
  if (redacted.includes('whsec_')) redacted = redacted.replace(WEBHOOK_SECRET, `whsec_${REDACTED}`);
  redacted = redacted.replace(SCHEME_CREDENTIALS, `$1$2${REDACTED}`).replace(CREDENTIAL_HEADER, `$1${REDACTED}"`);
  if (redacted.includes('://')) redacted = redacted.replace(ADDRESS_PASSWORD, `$1${REDACTED}@`);
  return redacted;
}

/**
 * A request as its log line shows it (the fields of Fastify's own serializer), with whatever the
 * client wrote there redacted: a mailed link opened in the browser puts its `?token=` in the address.
 */
export function requestWithoutSecrets(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: redactSecrets(request.host),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Every secret parameter's value replaced: for each `=` (or `%3D` inside an encoded address such
 * as `/sign-in?redirect=%2Fforgot-password%3Ftoken%3D…`), the name before it, which must follow
 * `?`, `&`, `;` (or their encoded `%3F`, `%26`), says whether the value after it is one.
 */
function redactQueryValues(text: string): string {
  let redacted = '';
  let copied = 0;
  EQUALS.lastIndex = 0;
  for (let equals = EQUALS.exec(text); equals !== null; equals = EQUALS.exec(text)) {
    const at = equals.index;
    let nameStart = at;
    while (nameStart > 0 && isNameCharacter(text.charCodeAt(nameStart - 1)) && !isEncodedSeparator(text, nameStart)) nameStart -= 1;
    if (nameStart === at || !followsSeparator(text, nameStart) || !SECRET_PARAMETER.test(text.slice(nameStart, at))) continue;
    const valueStart = at + equals[0].length;
    VALUE_END.lastIndex = valueStart;
    const valueEnd = VALUE_END.exec(text)?.index ?? text.length;
    if (valueEnd === valueStart) continue;
    redacted += text.slice(copied, valueStart) + REDACTED;
    copied = valueEnd;
    EQUALS.lastIndex = valueEnd;
  }
  return copied === 0 ? text : redacted + text.slice(copied);
}

/** A letter, a digit, `_`, `.` or `-`. */
function isNameCharacter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 46 || code === 45;
}

/** Whether `%3F` or `%26` (an encoded `?` or `&`) ends just before `index`. */
function isEncodedSeparator(line: string, index: number): boolean {
  if (index < 3 || line.charCodeAt(index - 3) !== 37) return false;
  const encoded = line.slice(index - 2, index).toUpperCase();
  return encoded === '3F' || encoded === '26';
}

function followsSeparator(line: string, nameStart: number): boolean {
  const before = line.charAt(nameStart - 1);
  return before === '?' || before === '&' || before === ';' || isEncodedSeparator(line, nameStart);
}

/**
 * pino's error serializer, without the bytes an error carries: Node's HTTP parser attaches the raw
 * request it refused (`rawPacket`), headers and all, which pino would write as a list of numbers
 * that no pattern of `redactSecrets` can read.
 */
export function errorWithoutRawBytes(error: Error): pino.SerializedError {
  const serialized = pino.stdSerializers.err(error);
  for (const [name, value] of Object.entries(serialized)) {
    if (value instanceof Uint8Array) serialized[name] = `[${value.byteLength} bytes]`;
  }
  return serialized;
}
