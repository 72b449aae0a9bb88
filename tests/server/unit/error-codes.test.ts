import { describe, expect, it } from 'vitest';
import { loadContract } from '../../../server/src/core/contract.js';
import { ErrorCode } from '../../../server/src/core/errors.js';

describe('error codes', () => {
  it("are exactly the contract's ErrorCode enum, name for name", () => {
    const contract = loadContract() as unknown as {
      components: { schemas: { ErrorCode: { enum: number[]; 'x-enum-varnames': string[] } } };
    };
    const { enum: codes, 'x-enum-varnames': names } = contract.components.schemas.ErrorCode;
    expect(Object.fromEntries(names.map((name, i) => [name, codes[i]]))).toEqual(ErrorCode);
  });

  it('begin with the HTTP status they are answered with', () => {
    for (const code of Object.values(ErrorCode)) expect(Math.floor(code / 100)).toBeGreaterThanOrEqual(400);
  });
});
