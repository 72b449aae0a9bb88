import { describe, expect, it } from 'vitest';
import { ContractValidator } from '../../helpers/contract-validator.js';

const contract = new ContractValidator();

describe('X-Tenant-Id in the contract', () => {
  it('is a parameter of every operation that needs a token, so every one refuses a non-administrator naming another tenant', () => {
    const secured = contract.operations.filter((operation) => operation.scopes !== undefined);
    expect(secured.length).toBeGreaterThan(20);
    const without = secured.filter((operation) => !operation.parameters.some((p) => p.in === 'header' && p.name === 'X-Tenant-Id'));
    expect(without.map((operation) => operation.operationId)).toEqual([]);
  });

  it('names the tenant another way nowhere: no operation that needs no token takes it', () => {
    const open = contract.operations.filter((operation) => operation.scopes === undefined);
    expect(open.filter((operation) => operation.parameters.some((p) => p.name === 'X-Tenant-Id')).map((o) => o.operationId)).toEqual([]);
  });

  it('documents the answers naming a tenant can bring: 403 for another’s, 404 for none', () => {
    const secured = contract.operations.filter((operation) => operation.scopes !== undefined);
    const missing = secured.filter((operation) => !('403' in operation.responses && '404' in operation.responses));
    expect(missing.map((operation) => operation.operationId)).toEqual([]);
  });
});
