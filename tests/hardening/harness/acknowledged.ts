import { isDeepStrictEqual } from 'node:util';
import type { ContractOperationInfo } from '../../helpers/contract-validator.js';
import { contract, operationFor } from './checks.js';
import type { FuzzCase } from './request-cases.js';
import type { RawAnswer } from './wire.js';

interface Acknowledged {
  actingTenant: string | undefined;
  /** The tenant the write acted in, named or not. */
  tenant: string | undefined;
  data: unknown;
  by: string;
}

/**
 * The tenant a write acted in: the one an administrator named, or the writer's own. Reads are
 * made by an administrator acting there, so that they stay possible whatever later happens to
 * the writer (a disabled tenant, say).
 */
function actingTenantOf(fuzzCase: FuzzCase): string | undefined {
  if (!fuzzCase.principal.isAdmin) return fuzzCase.principal.tenantId === undefined ? undefined : String(fuzzCase.principal.tenantId);
  return fuzzCase.headers.find(([name]) => name.toLowerCase() === 'x-tenant-id')?.[1];
}

/** A tenant's record (`getTenant`), its id captured, and the acting tenant's domain list. */
const TENANT_RECORD = new RegExp(`^/api${contract.operation('getTenant').path.replace('{id}', '(\\d+)')}$`);
const TENANT_DOMAINS = `/api${contract.operation('listDomainProofs').path}`;
/** A check of a domain's proof, which may take the name from another tenant. */
const VERIFICATION = new RegExp(`^/api${contract.operation('verifyDomain').path.replace('{name}', '[^/]+')}$`);

/** Whether a tenant's record, or a domain list, names the domain `name`. */
function namesDomain(data: unknown, name: string): boolean {
  const domains = Array.isArray(data) ? data : (data as { domains?: unknown } | null | undefined)?.domains;
  return Array.isArray(domains) && domains.some((domain) => (domain as { name?: unknown } | null)?.name === name);
}

/** The tenant a write acted in: the one named, or else the writer's own. */
function tenantOf(fuzzCase: FuzzCase): string | undefined {
  return actingTenantOf(fuzzCase) ?? (fuzzCase.principal.tenantId === undefined ? undefined : String(fuzzCase.principal.tenantId));
}

/**
 * The GET at the same address or the nearest one above it, which shows what a write changed.
 * None for the `auth` addresses: they describe whoever calls (their account, their sessions),
 * so the reader, signed in as someone else or again since, cannot see what the writer left.
 */
export function readBackOperation(write: ContractOperationInfo): ContractOperationInfo | undefined {
  if (write.tags.includes('auth')) return undefined;
  const reader = contract.operations
    .filter((op) => op.method === 'GET' && (write.path === op.path || write.path.startsWith(`${op.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
  // What the server changes on its own (`x-changes-by-itself`) cannot show what one write left.
  return reader?.changesByItself ? undefined : reader;
}

/** `data` cut down to the fields `shape` has (when both are objects). */
function fieldsOf(data: unknown, shape: unknown): unknown {
  if (data === null || typeof data !== 'object' || shape === null || typeof shape !== 'object') return data;
  return Object.fromEntries(Object.keys(shape).filter((key) => key in data).map((key) => [key, (data as Record<string, unknown>)[key]]));
}

function dataOf(answer: RawAnswer): unknown {
  try {
    return (JSON.parse(answer.body) as { data?: unknown }).data;
  } catch {
    return undefined;
  }
}

/**
 * The oracle for "what is stored is what was acknowledged": every text a write acknowledged
 * must be the text sent, a read right after must show what the write answered, and at the end
 * every address written must still read as its last acknowledgement.
 */
export class AcknowledgedWrites {
  private readonly latest = new Map<string, Acknowledged>();
  acknowledged = 0;

  constructor(private readonly read: (target: string, actingTenant: string | undefined) => Promise<RawAnswer>) {}

  async check(fuzzCase: FuzzCase, answer: RawAnswer): Promise<string[]> {
    if (fuzzCase.method === 'GET' || fuzzCase.method === 'HEAD') return [];
    const operation = operationFor(fuzzCase.method, fuzzCase.target);
    if (!operation) return [];
    const reader = readBackOperation(operation);
    const segments = reader ? reader.path.split('/').length + 1 : 0;
    // A creation (201) names its new resource in `Location`; anything else is read where it was written.
    const created = answer.status === 201 ? answer.headers['location'] : undefined;
    const readTarget = created ?? (reader ? (fuzzCase.target.split('?')[0] ?? '').split('/').slice(0, segments).join('/') : undefined);
    const problems: string[] = [];

    if (answer.status >= 200 && answer.status < 300 && fuzzCase.method === 'POST' && !created) {
      // An action on a resource (a password reset, say) answers something else than the resource;
      // what it left is what later reads must show.
      if (readTarget) {
        const actingTenant = actingTenantOf(fuzzCase);
        this.latest.set(readTarget, { actingTenant, tenant: tenantOf(fuzzCase), data: dataOf(await this.read(readTarget, actingTenant)), by: fuzzCase.label });
      }
    } else if (answer.status === 204 && readTarget) {
      // Deleted: from now on the address answers what it answers right after.
      const actingTenant = actingTenantOf(fuzzCase);
      this.latest.set(readTarget, { actingTenant, tenant: tenantOf(fuzzCase), data: dataOf(await this.read(readTarget, actingTenant)), by: fuzzCase.label });
    } else if (answer.status >= 200 && answer.status < 300) {
      const data = dataOf(answer);
      if (fuzzCase.sentJson && data !== null && typeof data === 'object') {
        for (const [field, sent] of Object.entries(fuzzCase.sentJson)) {
          // A value that waits for a confirmation (a new email, until its link is followed) is
          // acknowledged as the field's pending value (`pendingEmail`), not as the field.
          const pending = (data as Record<string, unknown>)[`pending${field.charAt(0).toUpperCase()}${field.slice(1)}`];
          const echoed = pending === sent ? sent : (data as Record<string, unknown>)[field];
          if (typeof sent === 'string' && typeof echoed === 'string' && echoed !== sent) {
            problems.push(`acknowledged ${field} as ${JSON.stringify(echoed)} but ${JSON.stringify(sent)} was sent`);
          }
        }
      }
      if (readTarget && data !== undefined) {
        this.acknowledged += 1;
        const actingTenant = actingTenantOf(fuzzCase);
        const after = dataOf(await this.read(readTarget, actingTenant));
        // A creation may answer more than the resource holds (a password shown once), and less
        // (a new API token answers no `revokedAt`, which reading it says is null): the fields both
        // hold must agree.
        const expected = created ? fieldsOf(data, after) : data;
        const read = created ? fieldsOf(after, data) : after;
        if (!isDeepStrictEqual(read, expected)) {
          problems.push(`${readTarget} reads ${JSON.stringify(after)} right after the write acknowledged ${JSON.stringify(data)}`);
        }
        // Later reads must show the resource as read now, all of its fields.
        this.latest.set(readTarget, { actingTenant, tenant: tenantOf(fuzzCase), data: created ? after : data, by: fuzzCase.label });
      }
    }
    if (answer.status >= 200 && answer.status < 300) {
      await this.refreshTenantRecord(fuzzCase, readTarget);
      await this.refreshTenantDomains(fuzzCase);
      await this.refreshAfterProof(fuzzCase, answer);
    }
    if (answer.status === 304 && readTarget) {
      const known = this.latest.get(readTarget);
      if (known) {
        const after = dataOf(await this.read(readTarget, known.actingTenant));
        if (!isDeepStrictEqual(after, known.data)) problems.push(`${readTarget} changed although the write answered 304`);
      }
    }
    return problems;
  }

  /**
   * A tenant's record shows parts that writes acting inside the tenant change at other addresses
   * (an owner adding a domain at `/v1/domains`): after such a write, the record's last
   * acknowledgement is what it reads now.
   */
  private async refreshTenantRecord(fuzzCase: FuzzCase, readTarget: string | undefined): Promise<void> {
    const tenantId = tenantOf(fuzzCase);
    const record = `/api${contract.operation('getTenant').path.replace('{id}', String(tenantId))}`;
    const known = this.latest.get(record);
    if (tenantId === undefined || !known || readTarget === record) return;
    const now = await this.read(record, known.actingTenant);
    // A reader signed out meanwhile (a write ended its sessions) learns nothing: the record stays as it was known.
    if (now.status === 200) this.latest.set(record, { ...known, data: dataOf(now), by: `${known.by}, then ${fuzzCase.label}` });
  }

  /**
   * The other way round: a write to a tenant's record (`updateTenant` replaces its whole list of
   * domains) changes what `/v1/domains` reads while acting in that tenant. A domain list last
   * acknowledged there is, after such a write, what it reads now.
   */
  private async refreshTenantDomains(fuzzCase: FuzzCase): Promise<void> {
    const tenantId = TENANT_RECORD.exec(fuzzCase.target.split('?')[0] ?? '')?.[1];
    const known = this.latest.get(TENANT_DOMAINS);
    if (tenantId === undefined || !known || known.tenant !== tenantId) return;
    const now = await this.read(TENANT_DOMAINS, known.actingTenant);
    if (now.status === 200) this.latest.set(TENANT_DOMAINS, { ...known, data: dataOf(now), by: `${known.by}, then ${fuzzCase.label}` });
  }

  /**
   * Several tenants may claim one name, and a proof moves it: a check that verifies a name takes it
   * from another tenant that held it verified, whose record (`verified`) and domain list (`state`,
   * `provedElsewhereAt`) change without a write in that tenant. After such a check, what was last
   * acknowledged that names the domain is what it reads now; what does not name it stays as it was.
   */
  private async refreshAfterProof(fuzzCase: FuzzCase, answer: RawAnswer): Promise<void> {
    if (!VERIFICATION.test(fuzzCase.target.split('?')[0] ?? '')) return;
    const proved = dataOf(answer) as { name?: unknown; state?: unknown } | null | undefined;
    if (proved?.state !== 'verified' || typeof proved.name !== 'string') return;
    for (const [target, known] of this.latest) {
      if (!(TENANT_RECORD.test(target) || target === TENANT_DOMAINS) || !namesDomain(known.data, proved.name)) continue;
      const now = await this.read(target, known.actingTenant);
      if (now.status === 200) this.latest.set(target, { ...known, data: dataOf(now), by: `${known.by}, then ${fuzzCase.label}` });
    }
  }

  /** Every address written still reads as its last acknowledgement. */
  async verifyAll(): Promise<string[]> {
    const problems: string[] = [];
    for (const [target, known] of this.latest) {
      const now = dataOf(await this.read(target, known.actingTenant));
      if (!isDeepStrictEqual(now, known.data)) {
        problems.push(`${target} reads ${JSON.stringify(now)}, not ${JSON.stringify(known.data)} as acknowledged to ${known.by}`);
      }
    }
    return problems;
  }
}
