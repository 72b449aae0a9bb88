import { describe, expect, it } from 'vitest';
import { contractOperations, dereference, loadContract, type Contract, type ContractOperationInfo, type JsonSchema } from '../../../server/src/core/contract.js';

/**
 * What writes a credential, read from the shape of an operation: the rule the contract's
 * `x-credential` marks must follow, so that a new operation cannot forget its mark.
 * - a body field that is a credential or a right (top level: an invitation's address, nested in
 *   `TenantCreate.owner`, is where a person chooses their own password, so none passes through the caller);
 * - an answer that hands over a secret (a session or API token, a temporary password, recovery codes);
 * - a write under a path of sessions, API tokens, two-factor sign-in or passwords.
 */
const CREDENTIAL_FIELDS = ['email', 'password', 'newPassword', 'role', 'isAdmin'];
const SECRETS_ANSWERED = ['token', 'temporaryPassword', 'oneTimePassword', 'recoveryCodes'];
const CREDENTIAL_PATHS = /\/(sessions|api-tokens|two-factor|password|password-confirmation|sign-out)(\/|$)/;

const propertiesOf = (schema: JsonSchema | undefined): string[] => Object.keys((schema?.['properties'] ?? {}) as Record<string, unknown>);

function answeredSecrets(operation: ContractOperationInfo): string[] {
  return Object.entries(operation.responses)
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, response]) => {
      const envelope = response.content?.['application/json']?.schema as JsonSchema | undefined;
      const data = (envelope?.['properties'] as Record<string, JsonSchema> | undefined)?.['data'];
      return propertiesOf(data).filter((name) => SECRETS_ANSWERED.includes(name));
    });
}

/** Why an operation writes credentials, or nothing when it does not. */
function credentialWrites(operation: ContractOperationInfo): string[] {
  const fields = propertiesOf(operation.body?.schema).filter((name) => CREDENTIAL_FIELDS.includes(name));
  return [
    ...fields.map((name) => `body field ${name}`),
    ...answeredSecrets(operation).map((name) => `answers ${name}`),
    ...(operation.method !== 'GET' && CREDENTIAL_PATHS.test(operation.path) ? [`writes under ${operation.path}`] : []),
  ];
}

/** The operations that write credentials without a mark that covers what they write. */
function unmarked(contract: Contract): string[] {
  return contractOperations(dereference(contract) as Contract)
    .filter((operation) => operation.scopes !== undefined)
    .flatMap((operation) => {
      const writes = credentialWrites(operation);
      if (writes.length === 0) return [];
      const mark = operation.credential;
      if (!mark) return [`${operation.operationId} (${writes.join(', ')}) has no x-credential`];
      const fieldsLeftOut = mark.fields === undefined ? [] : propertiesOf(operation.body?.schema).filter((name) => CREDENTIAL_FIELDS.includes(name) && !mark.fields?.includes(name));
      return fieldsLeftOut.map((name) => `${operation.operationId}: x-credential leaves out the body field ${name}`);
    });
}

describe('the contract’s x-credential marks', () => {
  it('mark every operation that writes an email, a password, two-factor sign-in, tokens, sessions or rights, or answers a secret', () => {
    expect(unmarked(loadContract())).toEqual([]);
  });

  it('are missed when an operation loses its mark or a field leaves its list', () => {
    const contract = loadContract() as Contract & { paths: Record<string, Record<string, Record<string, unknown>>> };
    const update = contract.paths['/v1/users/{id}']?.['put'];
    const reset = contract.paths['/v1/users/{id}/password-reset']?.['post'];
    if (!update || !reset) throw new Error('The contract has no updateUser or resetUserPassword');
    delete reset['x-credential'];
    update['x-credential'] = { fields: ['email', 'role'] };
    expect(unmarked(contract)).toEqual(['updateUser: x-credential leaves out the body field isAdmin', 'resetUserPassword (answers temporaryPassword) has no x-credential']);
  });

  it('are read by the server, which refuses to start on one it does not understand', async () => {
    const { rulesByOperation } = await import('../../../server/src/core/contract.js');
    const contract = loadContract() as Contract & { paths: Record<string, Record<string, Record<string, unknown>>> };
    const update = contract.paths['/v1/users/{id}']?.['put'];
    if (!update) throw new Error('The contract has no updateUser');
    expect(rulesByOperation(contract).get('updateUser')).toMatchObject({ credential: { fields: ['email', 'role', 'isAdmin'], recentPassword: 'ownAccount' }, accountParameter: 'id' });
    update['x-credential'] = { recentPasword: 'always' };
    expect(() => rulesByOperation(contract)).toThrow("The contract's x-credential of updateUser has keys it does not know: recentPasword");
  });
});
