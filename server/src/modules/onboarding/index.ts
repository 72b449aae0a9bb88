import { expose, type Opened, type OperationHandlers, type RepositoryContext } from '../../core/area.js';
import * as onboarding from './handlers.js';
import { checkInvitationBatch, inviteUsersInBatch } from './invitation-batch.js';
import { inviteUser, listInvitations, resendUserInvitation, withdrawUserInvitation } from './tenant-invitations.js';
import { InvitationRepository } from './invitation-repository.js';

/** New tenants (created by an administrator with an invited owner, or signed up and decided), and people invited to a tenant. */
export const handlers: OperationHandlers = { ...onboarding, checkInvitationBatch, inviteUser, inviteUsersInBatch, listInvitations, resendUserInvitation, withdrawUserInvitation };

export const repositories = {
  invitations: ({ db }: RepositoryContext) => new InvitationRepository(db),
};

/** The accept page's link (accounts): an invitation's link is followed like a password link, once. */
export const provides = ({ invitations }: Opened<typeof repositories>) => expose(invitations, ['findLink', 'accept']);

export { messages } from './messages.js';
