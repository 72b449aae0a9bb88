import { describe, expect, it } from 'vitest';
import { contractOperations, dereference, loadContract, type Contract } from '../../../server/src/core/contract.js';
import { catalogOf } from '../../../server/src/core/i18n/catalog.js';
import { messages } from '../../../server/src/modules/accounts/messages.js';
import { SIGN_UP_LINK_TTL_HOURS } from '../../../server/src/modules/accounts/sign-up-link.js';

/** The mocks answer the contract's examples of these 202s (orval.config.ts): they must be the server's words. */
describe("the contract's examples of the answers the server words for people", () => {
  const operations = contractOperations(dereference(loadContract()) as Contract);
  const example = (operationId: string) => {
    const content = operations.find((operation) => operation.operationId === operationId)?.responses['202']?.content?.['application/json'] as { example?: { message?: string } } | undefined;
    return content?.example?.message;
  };
  const words = catalogOf(messages);

  it('say what the server says to a password reset request', () => {
    expect(example('requestPasswordReset')).toBe(words.translate('en', 'resetRequested'));
  });

  it('say what the server says to a sign-up, for the example’s address', () => {
    expect(example('signUp')).toBe(words.translate('en', 'signUpRequested', { email: 'li.wei@example.com', hours: SIGN_UP_LINK_TTL_HOURS }));
  });
});
