import { required, SelectInput, TextInput } from 'react-admin';
import { defineContractViews } from '../../components/contract-views';
import { Role } from '../../generated/model';
import { inviteUserBody, inviteUserBodyDisplayNameMax, listInvitationsResponse } from '../../generated/zod/users/users.zod';
import { matchesSchema } from '../../lib/schema-validator';

const ROLE_CHOICES = Object.values(Role).map((role) => ({ id: role, name: `resources.users.roles.${role}` }));
const { email, username, displayName } = inviteUserBody.shape;

/**
 * An invitation's inputs, declared from the contract's `InvitationCreate`: the address and the role
 * it needs, and the username and display name it may take. The rules are the contract's, the words
 * the users' pages': one sentence for every way a username or an address breaks them.
 */
export const invitationInputs = defineContractViews({
  name: 'users',
  id: 'userId',
  list: listInvitationsResponse.shape.data.element,
  input: inviteUserBody,
  fields: {
    // Our messages, in the chosen language, rather than the browser's own bubble for type="email".
    email: {
      validate: [required(), matchesSchema(email, 'resources.users.validation.email')],
      input: <TextInput source="email" type="email" autoComplete="off" autoFocus fullWidth />,
    },
    role: { validate: [required()], input: <SelectInput source="role" choices={ROLE_CHOICES} fullWidth /> },
    username: {
      validate: [matchesSchema(username.unwrap(), 'resources.users.validation.username')],
      input: <TextInput source="username" autoComplete="off" helperText="invitations.help.username" fullWidth />,
    },
    displayName: {
      validate: [matchesSchema(displayName.unwrap(), { message: 'ra.validation.maxLength', args: { max: inviteUserBodyDisplayNameMax } })],
      input: <TextInput source="displayName" fullWidth />,
    },
  },
});

export const INVITATION_INPUTS = ['email', 'role', 'username', 'displayName'] as const;
