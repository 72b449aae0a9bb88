import { describe, expect, it } from 'vitest';
import { loadContract, withoutProse } from '../../../server/src/core/contract.js';

describe("the contract's schemas as the routes compile them", () => {
  it('lose descriptions, summaries and examples at every depth, and keep every rule', () => {
    const schema = {
      type: 'object',
      description: 'A service account',
      required: ['description'],
      properties: {
        description: { type: 'string', maxLength: 200, description: 'What the program does', example: 'Invoices' },
        example: { type: 'integer', minimum: 1 },
      },
      examples: [{ description: 'x' }],
    };
    expect(withoutProse(schema)).toEqual({
      type: 'object',
      description: '',
      required: ['description'],
      properties: { description: { type: 'string', maxLength: 200, description: '' }, example: { type: 'integer', minimum: 1 } },
    });
  });

  it('keeps a response valid OpenAPI (its description is required) and every operation', () => {
    const contract = loadContract();
    const stripped = withoutProse(contract) as typeof contract;
    const login = (stripped.paths['/v1/auth/login'] as Record<string, { operationId: string; summary?: string; responses: Record<string, { description?: string }> }>)['post'];
    expect(login?.operationId).toBe('login');
    expect(login?.summary).toBeUndefined();
    expect(login?.responses['200']?.description).toBe('');
    expect(JSON.stringify(stripped)).not.toContain('Stable error codes');
    // The caller's copy is left as it was: the rules and the docs read the prose and the marks.
    expect(JSON.stringify(contract)).toContain('Stable error codes');
  });
});
