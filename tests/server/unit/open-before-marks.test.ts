import { describe, expect, it } from 'vitest';
import { loadContract, rulesByOperation, type Contract } from '../../../server/src/core/contract.js';

/** The operations open to an account that owes a step, as the contract's `x-open-before` marks them. */
function openTo(step: string, contract: Contract = loadContract()): string[] {
  return [...rulesByOperation(contract)]
    .filter(([, rules]) => [...rules.openBefore].includes(step as 'passwordChange'))
    .map(([operationId]) => operationId)
    .sort();
}

describe('the contract’s x-open-before marks', () => {
  it('leave an account that must change its password to read itself, change it and sign out', () => {
    expect(openTo('passwordChange')).toEqual(['changePassword', 'getCurrentUser', 'signOut']);
  });

  it('leave an account overdue for two-factor sign-in to read itself, enrol, change its password and sign out', () => {
    expect(openTo('twoFactor')).toEqual(['changePassword', 'confirmTwoFactor', 'getCurrentUser', 'signOut', 'startTwoFactorEnrolment']);
  });

  it('refuse a step the server does not know, naming the operation', () => {
    const contract = loadContract() as Contract & { paths: Record<string, Record<string, Record<string, unknown>>> };
    const me = contract.paths['/v1/auth/me']?.['get'];
    if (!me) throw new Error('no getCurrentUser in the contract');
    me['x-open-before'] = ['passwordChange', 'emailCheck'];
    expect(() => rulesByOperation(contract)).toThrow(/x-open-before of getCurrentUser must list some of passwordChange, twoFactor/);
  });
});
