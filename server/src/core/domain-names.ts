import { domainToASCII } from 'node:url';
import { AppError, ErrorCode } from './errors.js';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const MAX_NAME_LENGTH = 253;
// Any ASCII character but letters, digits, '.' and '-': the URL parser would quietly cut
// 'example.com/path' down to 'example.com', so such input is refused before it.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN_ASCII = /[\x00-\x2c\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]/;

/**
 * The stored form of a domain name: lower-case ASCII, internationalized labels in
 * punycode, no trailing dot. Undefined when the input is not a usable hostname
 * (IP addresses, single labels and underscores included).
 */
export function normalizeDomainName(input: string): string | undefined {
  const trimmed = input.trim().replace(/\.$/, '');
  if (trimmed === '' || /\s/.test(trimmed) || FORBIDDEN_ASCII.test(trimmed)) return undefined;
  const ascii = domainToASCII(trimmed);
  if (ascii === '' || ascii.length > MAX_NAME_LENGTH) return undefined;
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return undefined;
  const topLevel = labels[labels.length - 1] ?? '';
  if (/^\d+$/.test(topLevel)) return undefined;
  return ascii;
}

/** Lower-case punycode names; a bad or repeated name is refused naming its position. */
export function normalizeDomains(domains: string[]): string[] {
  const seen = new Set<string>();
  return domains.map((input, index) => {
    const field = `domains[${index}]`;
    const name = normalizeDomainName(input);
    if (!name) {
      throw new AppError(ErrorCode.ValidationFailed, 'invalidDomain', { field, params: { field, value: input } });
    }
    if (seen.has(name)) {
      throw new AppError(ErrorCode.ValidationFailed, 'duplicateDomain', { field, params: { field, value: input } });
    }
    seen.add(name);
    return name;
  });
}

