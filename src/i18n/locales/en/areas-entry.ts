/**
 * The words of the areas (one's account, users, webhooks, the audit log, domains) that show outside
 * their own pages: in the menu, the app bar, the tenants list and the errors of any page. Loaded with
 * the admin application; the rest of each area's words load with its pages (`./areas.ts`).
 */
export const areasEntryEn = {
  accounts: {
    settings: {
      title: 'Settings',
    },
    menu: {
      changePassword: 'Change password',
    },
    session: {
      ended: 'Your session was ended (signed out elsewhere, or the password changed). Sign in again.',
    },
  },
  attributes: {
    yes: 'Yes',
    no: 'No',
    rangeFrom: '%{label} from',
    rangeTo: '%{label} to',
    rangeInverted: '%{label}: the first bound is above the second, so nothing would match.',
  },
  resources: {
    users: {
      name: 'User |||| Users',
      notifications: {
        notModified: 'Nothing changed',
      },
      unsupported: 'This cannot be done with users.',
    },
    logs: {
      name: 'Audit event |||| Audit log',
      unsupported: 'Audit events cannot be changed or deleted.',
    },
    attributes: {
      name: 'Tenant attribute |||| Tenant attributes',
      notifications: {
        notModified: 'Nothing changed',
      },
      unsupported: 'This cannot be done with tenant attributes.',
    },
    webhooks: {
      name: 'Webhook |||| Webhooks',
      notifications: {
        notModified: 'Nothing changed',
      },
      unsupported: 'This cannot be done with webhook endpoints.',
    },
  },
  domains: {
    mark: {
      verified: 'Verified',
      someVerified: '%{verified} of %{total} verified',
    },
  },
};
