import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { defineContractViews } from '../../components/contract-views';
import { Role } from '../../generated/model';
import { createServiceAccountBody, getUserResponse } from '../../generated/zod/users/users.zod';
import { validateRole, validateUsername } from './user-validation';

const ROLE_CHOICES = Object.values(Role).map((role) => ({ id: role, name: `resources.users.roles.${role}` }));

/**
 * A new service account's inputs, declared from the contract's `ServiceAccountCreate`: which inputs
 * there are and what they check follow from it. Only the words differ: one sentence for every way a
 * username breaks the contract's rules, the roles' names as the users' pages say them, and help below.
 */
export const serviceAccountInputs = defineContractViews({
  name: 'users',
  id: 'userId',
  list: getUserResponse.shape.data,
  input: createServiceAccountBody,
  fields: {
    username: { validate: validateUsername, input: <TextInput source="username" autoComplete="off" autoFocus fullWidth /> },
    description: { input: <TextInput source="description" helperText="resources.users.help.description" multiline minRows={2} fullWidth /> },
    role: { validate: validateRole, input: <SelectInput source="role" choices={ROLE_CHOICES} fullWidth /> },
    isAdmin: { input: <BooleanInput source="isAdmin" helperText="resources.users.help.isAdmin" /> },
    enabled: { label: 'resources.users.states.enabled' },
  },
});

/** Administrator rights are offered only to an administrator acting in the system tenant. */
export const SERVICE_ACCOUNT_INPUTS = {
  withAdminRights: ['username', 'description', 'role', 'isAdmin', 'enabled'],
  withoutAdminRights: ['username', 'description', 'role', 'enabled'],
} as const;
