import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { REPO_ROOT } from '../helpers/server-process.js';

type Contract = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed YAML document, changed in place by each case

const current = (): Contract => YAML.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi/openapi.yaml'), 'utf8')) as Contract;

/** Each kind of breaking change the check must catch, made to today's contract, and what it must say. */
const BREAKING: Record<string, { change: (c: Contract) => void; says: string }> = {
  'an operation removed': {
    change: (c) => delete c.paths['/v1/admin/tenant/{id}/status'].put,
    says: 'The operation PUT /v1/admin/tenant/{id}/status (setTenantStatus) was removed.',
  },
  'a response field removed': {
    change: (c) => {
      delete c.components.schemas.TenantSummary.properties.enabled;
      c.components.schemas.TenantSummary.required = ['tenantId', 'username'];
    },
    says: 'The field enabled was removed from GET /v1/admin/tenant (listTenants), response 200 field data.',
  },
  'an enum value removed': {
    change: (c) => {
      const codes = c.components.schemas.ErrorCode;
      const at = codes.enum.indexOf(40902);
      codes.enum.splice(at, 1);
      codes['x-enum-varnames'].splice(at, 1);
    },
    says: 'The value 40902 was removed from the values of schema ErrorCode.',
  },
  'a status removed': {
    change: (c) => delete c.paths['/v1/admin/tenant'].get.responses['403'],
    says: 'GET /v1/admin/tenant (listTenants) no longer documents the status 403.',
  },
  'a new required parameter': {
    change: (c) => c.paths['/v1/admin/tenant'].get.parameters.push({ name: 'region', in: 'query', required: true, schema: { type: 'string' } }),
    says: "GET /v1/admin/tenant (listTenants) has a new required parameter 'region' (query).",
  },
  'a new required body field': {
    change: (c) => {
      c.components.schemas.LoginRequest.properties.otp = { type: 'string' };
      c.components.schemas.LoginRequest.required.push('otp');
    },
    says: "schema LoginRequest: the field 'otp' is now required.",
  },
  'a narrowed type': {
    change: (c) => (c.components.schemas.Username.maxLength = 32),
    says: 'schema Username: maxLength changed from 64 to 32.',
  },
  'a narrowed format': {
    change: (c) => (c.components.schemas.LoginRequest.properties.username.format = 'email'),
    says: "schema LoginRequest field username: format 'email' was added, which narrows what is accepted.",
  },
  'a changed path': {
    change: (c) => {
      c.paths['/v1/admin/tenants/export'] = c.paths['/v1/admin/tenant/export'];
      delete c.paths['/v1/admin/tenant/export'];
    },
    says: 'The operation GET /v1/admin/tenant/export (exportTenants) moved to GET /v1/admin/tenants/export.',
  },
};

describe('npm run contract:diff', () => {
  let repo: string;
  const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
  const writeContract = (contract: Contract) => fs.writeFileSync(path.join(repo, 'openapi/openapi.yaml'), YAML.stringify(contract));
  const diff = (...args: string[]) => {
    const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/contract-diff.mjs'), ...args], { cwd: repo, encoding: 'utf8' });
    return { code: result.status, output: `${result.stdout}${result.stderr}` };
  };

  // A repository whose release v1.0.0 holds today's contract, as another team's clone would.
  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-diff-'));
    fs.mkdirSync(path.join(repo, 'openapi'));
    git('init', '-q');
    writeContract(current());
    git('add', '.');
    git('-c', 'user.name=Release', '-c', 'user.email=release@example.com', 'commit', '-qm', 'Release 1.0.0');
    git('tag', 'v1.0.0');
  });
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  for (const [kind, { change, says }] of Object.entries(BREAKING)) {
    it(`fails on ${kind}, saying what changed`, () => {
      const contract = current();
      change(contract);
      writeContract(contract);
      const result = diff('v1.0.0');
      expect(result.code, result.output).toBe(1);
      expect(result.output).toContain('1 breaking change in openapi/openapi.yaml since v1.0.0:');
      expect(result.output).toContain(`  - ${says}`);
    });
  }

  it('passes an additive change: a new optional field, parameter and operation', () => {
    const contract = current();
    contract.components.schemas.TenantSummary.properties.region = { type: 'string' };
    contract.paths['/v1/admin/tenant'].get.parameters.push({ name: 'region', in: 'query', required: false, schema: { type: 'string' } });
    contract.paths['/v1/admin/tenant/{id}/notes'] = { get: { ...contract.paths['/v1/admin/tenant/{id}'].get, operationId: 'getTenantNotes' } };
    writeContract(contract);
    const result = diff('v1.0.0');
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('No breaking change in openapi/openapi.yaml since v1.0.0');
  });

  it('compares with the newest released contract by default, in version order', () => {
    const release = (version: string, contract: Contract) => {
      fs.mkdirSync(path.join(repo, 'openapi/releases'), { recursive: true });
      fs.writeFileSync(path.join(repo, `openapi/releases/${version}.yaml`), YAML.stringify({ ...contract, info: { ...contract.info, version } }));
    };
    try {
      const older = current();
      delete older.paths['/v1/admin/tenant/{id}/status'];
      release('1.9.0', current());
      // 1.10.0 is the newest, though it sorts first as text: it lacks an operation the contract has.
      release('1.10.0', older);
      const contract = current();
      delete contract.paths['/v1/admin/tenant'].get.responses['403'];
      writeContract(contract);
      for (const args of [[], ['--latest-release']]) {
        const result = diff(...args);
        expect(result.code, result.output).toBe(1);
        expect(result.output).toContain('1 breaking change in openapi/openapi.yaml since release 1.10.0 (openapi/releases/1.10.0.yaml):');
        expect(result.output).toContain('  - GET /v1/admin/tenant (listTenants) no longer documents the status 403.');
      }
      // A git ref, when given, still names the contract to compare with.
      expect(diff('v1.0.0').output).toContain('since v1.0.0');
    } finally {
      fs.rmSync(path.join(repo, 'openapi/releases'), { recursive: true, force: true });
    }
  });

  it('says so, and passes, when nothing is released yet', () => {
    writeContract(current());
    expect(diff()).toEqual({ code: 0, output: expect.stringContaining('No released contract in openapi/releases/ yet') });
  });

  it('passes an action added to the audit log, whose list the contract marks open, and fails a role added', () => {
    const contract = current();
    contract.components.schemas.AuditAction.enum.push('tenant.archived');
    writeContract(contract);
    expect(diff('v1.0.0')).toMatchObject({ code: 0 });
    contract.components.schemas.Role.enum.push('auditor');
    writeContract(contract);
    const result = diff('v1.0.0');
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain("The value 'auditor' was added to the values of");
    expect(result.output).not.toContain('tenant.archived');
  });

  it('passes a scope taken off an operation, which asks less of a caller', () => {
    const contract = current();
    contract.paths['/v1/admin/tenant'].get.security = [{ bearerAuth: [] }];
    writeContract(contract);
    const result = diff('v1.0.0');
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('No breaking change');
  });

  it('says how to call it, and which reference it could not read', () => {
    expect(diff('--nope')).toMatchObject({ code: 2, output: expect.stringContaining('Usage: npm run contract:diff [-- <git ref>]') });
    expect(diff('v9.9.9')).toMatchObject({ code: 2, output: expect.stringContaining("No openapi/openapi.yaml at 'v9.9.9'") });
  });
});
