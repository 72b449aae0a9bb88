import type { InvitationCreate, Role } from '../../generated/model';

/** What the invitation's form holds. */
export interface InvitationFormValues {
  email: string;
  role: Role;
  username: string;
  displayName: string;
}

/** The fields the server may name in a refusal, each an input of the form. */
export const INVITATION_FIELDS = ['email', 'role', 'username', 'displayName'] as const;

/** The body the contract wants: trimmed, the optional fields left out when empty. */
export function toInvitationCreate(values: Partial<InvitationFormValues>): InvitationCreate {
  const body: InvitationCreate = { email: (values.email ?? '').trim(), role: values.role ?? 'member' };
  const username = (values.username ?? '').trim();
  const displayName = (values.displayName ?? '').trim();
  if (username !== '') body.username = username;
  if (displayName !== '') body.displayName = displayName;
  return body;
}
