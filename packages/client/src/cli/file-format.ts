import YAML from 'yaml';
import { tenantsFile, type TenantsFile } from './tenants-file.js';

export type FileFormat = 'yaml' | 'json';

/** Why a file could not be read as a configuration: each problem with the path of the value at fault. */
export class InvalidFile extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('; '));
  }
}

/**
 * The file in a fixed order, so that two exports of the same state are byte-identical and diff
 * cleanly: tenants, users, domains and webhooks by their keys, event types sorted, and every
 * object's keys in alphabetical order.
 */
export function formatFile(file: TenantsFile, format: FileFormat): string {
  const sorted = sortedKeys(inOrder(file));
  if (format === 'json') return `${JSON.stringify(sorted, null, 2)}\n`;
  return YAML.stringify(sorted, { lineWidth: 0 });
}

/** Reads YAML or JSON (JSON is YAML), then checks it against the file's schema (the contract's rules). */
export function parseFile(text: string): TenantsFile {
  let parsed: unknown;
  try {
    parsed = YAML.parse(text, { prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    throw new InvalidFile([(error as Error).message.split('\n')[0] ?? String(error)]);
  }
  const checked = tenantsFile.safeParse(parsed);
  if (!checked.success) {
    throw new InvalidFile(checked.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`));
  }
  const names = checked.data.tenants.map((tenant) => tenant.name.toLowerCase());
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length > 0) throw new InvalidFile(twice.map((name) => `tenants: ${name} is listed twice`));
  return inOrder(checked.data);
}

const byKey = <T>(key: (item: T) => string) => (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

function inOrder(file: TenantsFile): TenantsFile {
  return {
    ...file,
    ...(file.attributes && { attributes: [...file.attributes].sort(byKey((entry) => entry.key)) }),
    tenants: file.tenants
      .map((tenant) => ({
        ...tenant,
        domains: [...tenant.domains].sort(byKey((domain) => domain.name)),
        users: [...tenant.users].sort(byKey((user) => user.username)),
        webhooks: tenant.webhooks.map((webhook) => ({ ...webhook, eventTypes: [...webhook.eventTypes].sort() })).sort(byKey((webhook) => webhook.url)),
        ...(tenant.policy && { policy: { ...tenant.policy, ...(tenant.policy.ipAllowlist && { ipAllowlist: [...tenant.policy.ipAllowlist].sort() }) } }),
      }))
      .sort(byKey((tenant) => tenant.name)),
  };
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}
