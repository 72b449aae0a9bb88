/**
 * Messages of invitations (`invitations.*`): the people invited to a tenant who have not chosen a
 * password yet, listed on the tenant's page and under its users, and the dialog that invites one.
 */
export const invitationsEn = {
  invitations: {
    title: 'Invitations not yet accepted',
    failed: 'The invitations could not be loaded: %{message}',
    expired: 'Expired',
    expiresOn: 'Link valid until %{date}',
    invitedBy: 'Invited by %{name}',
    expiredOn: 'Link expired on %{date}: send it again',
    resend: 'Send again',
    resendNamed: 'Send again: invitation of %{name}',
    withdraw: 'Withdraw',
    withdrawNamed: 'Withdraw: invitation of %{name}',
    withdrawTitle: 'Withdraw the invitation of %{name} to tenant "%{tenant}"?',
    withdrawContent: 'The link stops working and %{name}, who never signed in, is removed from tenant "%{tenant}". If they were its only owner, the tenant has none until another is invited.',
    resent: 'Invitation to %{email} sent again; the new link is valid until %{date}',
    withdrawn: 'Invitation of %{name} to tenant "%{tenant}" withdrawn',
    invite: 'Invite',
    inviteOwner: 'Invite an owner',
    noOwner: 'Tenant "%{tenant}" has no owner: nobody manages its users until one is invited.',
    inviteTitle: 'Invite someone to %{tenant}',
    inviteTitlePlain: 'Invite someone',
    inviteText: 'They are mailed a link with which they choose their password and join with the role given. Nobody is invited above your own rank.',
    send: 'Send invitation',
    sent: 'Invitation sent to %{email} as %{name}; the link is valid until %{date}',
    help: {
      username: 'Leave empty to make one from the address',
    },
    inviteFromFile: 'Invite from a file',
  },
};
