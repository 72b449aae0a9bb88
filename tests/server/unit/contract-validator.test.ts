import { describe, expect, it } from 'vitest';
import { ContractValidator } from '../../helpers/contract-validator.js';

const json = { 'content-type': 'application/json; charset=utf-8' };

describe('the contract check every API test relies on', () => {
  const contract = new ContractValidator();
  const getTenant = contract.operation('getTenant');
  const tenant = {
    tenantId: 1,
    username: 'acme',
    enabled: true,
    domains: [],
    remark: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('accepts a conforming answer', () => {
    const body = JSON.stringify({ code: 0, message: 'ok', data: tenant });
    expect(contract.problems(getTenant, { statusCode: 200, headers: json, body })).toEqual([]);
  });

  it('catches a wrong type the serializer would have coerced silently', () => {
    const body = JSON.stringify({ code: 0, message: 'ok', data: { ...tenant, tenantId: '1' } });
    expect(contract.problems(getTenant, { statusCode: 200, headers: json, body }).join()).toMatch(/tenantId/);
  });

  it('catches a field the contract does not have', () => {
    const body = JSON.stringify({ code: 0, message: 'ok', data: { ...tenant, passwordHash: 'x' } });
    expect(contract.problems(getTenant, { statusCode: 200, headers: json, body })).not.toEqual([]);
  });

  it('catches a status the contract does not document, and a body on 304', () => {
    expect(contract.problems(getTenant, { statusCode: 409, headers: json, body: '{}' })).not.toEqual([]);
    const update = contract.operation('updateTenant');
    expect(contract.problems(update, { statusCode: 304, headers: {}, body: '' })).toEqual([]);
    expect(contract.problems(update, { statusCode: 304, headers: {}, body: '{}' })).not.toEqual([]);
  });

  it('catches a success code on an error and an error without the envelope', () => {
    const success = JSON.stringify({ code: 0, message: 'ok', data: null });
    expect(contract.problems(getTenant, { statusCode: 404, headers: json, body: success })).not.toEqual([]);
    expect(contract.problems(getTenant, { statusCode: 404, headers: json, body: '{"error":"nope"}' })).not.toEqual([]);
  });

  it('finds the operation a request reaches, literal segments first', () => {
    expect(contract.match('GET', '/api/v1/admin/tenant/with-domains')?.operationId).toBe('listTenantsWithDomains');
    expect(contract.match('GET', '/api/v1/admin/tenant/7')?.operationId).toBe('getTenant');
    expect(contract.match('PUT', '/api/v1/admin/tenant/7/status?enabled=true')?.operationId).toBe('setTenantStatus');
    expect(contract.match('PATCH', '/api/v1/admin/tenant/7')).toBeUndefined();
  });
});
