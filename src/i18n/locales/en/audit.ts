/**
 * What happened, as a sentence: one message per audit action (the contract's `AuditAction`),
 * with the actor and the target filled in. Shared by the audit log and the tenant's activity.
 */
export const auditEn = {
  audit: {
    sentences: {
      auth: {
        signIn: {
          succeeded: '%{actor} signed in',
          failed: 'Sign-in as %{actor} failed',
        },
        signedOut: '%{actor} signed out',
        signedOutEverywhere: '%{actor} signed out everywhere',
        sessionEnded: '%{actor} ended one of their sessions',
        impersonationStarted: '%{actor} started acting as %{target} — reason: %{reason}',
        impersonationEnded: '%{actor} stopped acting as %{target} — reason: %{reason}',
      },
      tenant: {
        updated: '%{actor} updated tenant %{target}',
        enabled: '%{actor} enabled tenant %{target}',
        disabled: '%{actor} disabled tenant %{target}',
        signedUp: '%{actor} signed up, creating tenant %{target}',
      },
      user: {
        created: '%{actor} created user %{target}',
        updated: '%{actor} updated user %{target}',
        enabled: '%{actor} enabled user %{target}',
        disabled: '%{actor} disabled user %{target}',
        deleted: '%{actor} deleted user %{target}',
        passwordReset: '%{actor} reset the password of user %{target}',
        passwordChanged: '%{actor} changed their password',
        passwordResetRequested: 'A password reset link was mailed to %{target}',
        passwordResetByLink: '%{target} set a new password from a reset link',
        twoFactorEnabled: '%{actor} turned on two-factor sign-in',
        twoFactorDisabled: '%{actor} turned off two-factor sign-in',
        twoFactorReset: '%{actor} reset the two-factor sign-in of user %{target}',
      },
      domain: {
        verified: '%{actor} proved the ownership of domain %{target}',
        verificationFailed: '%{actor} checked domain %{target}: not proved',
      },
      apiToken: {
        created: '%{actor} created an API token for %{target}',
        revoked: '%{actor} revoked an API token of %{target}',
      },
      webhook: {
        created: '%{actor} added a webhook endpoint to tenant %{target}',
        updated: '%{actor} changed a webhook endpoint of tenant %{target}',
        deleted: '%{actor} deleted a webhook endpoint of tenant %{target}',
        secretRotated: '%{actor} rotated the signing secret of a webhook endpoint of tenant %{target}',
        disabled: 'A webhook endpoint of tenant %{target} was disabled after repeated failures',
        testSent: '%{actor} sent a test event to a webhook endpoint of tenant %{target}',
        deliveryRetried: '%{actor} sent a webhook delivery of tenant %{target} again',
      },
    },
    unknown: '%{actor}: %{action} on %{target}',
    viaToken: '%{actor} via token "%{token}"',
    onBehalfOf: '%{actor} (as %{owner})',
  },
};

/** Messages of the audit log resource (`resources.logs.*`), shown at /logs. */
export const logsEn = {
  name: 'Audit event |||| Audit log',
  fields: {
    id: 'ID',
    eventId: 'ID',
    at: 'When',
    sentence: 'What happened',
    action: 'Action',
    actor: 'By',
    target: 'Target',
    tenantId: 'Tenant ID',
    requestId: 'Request ID',
    clientAddress: 'Address',
    userAgent: 'Browser',
    changes: 'Changes',
  },
  page: {
    list: 'Audit log of %{tenant}',
    listPlain: 'Audit log',
    show: 'Audit event #%{id}',
  },
  filters: {
    action: 'Action',
    actor: 'By (username)',
    targetType: 'Target type',
    targetId: 'Target ID',
    from: 'From',
    to: 'Before',
    datePlaceholder: 'YYYY-MM-DD hh:mm',
    dateFormat: 'Write it as YYYY-MM-DD, or YYYY-MM-DD hh:mm, e.g. 2026-03-01 09:30',
  },
  actions: {
    auth: {
      signIn: {
        succeeded: 'Signed in',
        failed: 'Sign-in failed',
      },
      signedOut: 'Signed out',
      signedOutEverywhere: 'Signed out everywhere',
      sessionEnded: 'Session ended',
      impersonationStarted: 'Acting as an owner started',
      impersonationEnded: 'Acting as an owner ended',
    },
    tenant: {
      updated: 'Tenant updated',
      enabled: 'Tenant enabled',
      disabled: 'Tenant disabled',
      signedUp: 'Signed up',
    },
    user: {
      created: 'User created',
      updated: 'User updated',
      enabled: 'User enabled',
      disabled: 'User disabled',
      deleted: 'User deleted',
      passwordReset: 'Password reset',
      passwordChanged: 'Password changed',
      passwordResetRequested: 'Reset link mailed',
      passwordResetByLink: 'Password set from a link',
      twoFactorEnabled: 'Two-factor sign-in on',
      twoFactorDisabled: 'Two-factor sign-in off',
      twoFactorReset: 'Two-factor sign-in reset',
    },
    domain: {
      verified: 'Domain verified',
      verificationFailed: 'Domain check failed',
    },
    apiToken: {
      created: 'API token created',
      revoked: 'API token revoked',
    },
    webhook: {
      created: 'Webhook added',
      updated: 'Webhook changed',
      deleted: 'Webhook deleted',
      secretRotated: 'Webhook secret rotated',
      disabled: 'Webhook disabled after failures',
      testSent: 'Webhook test sent',
      deliveryRetried: 'Webhook delivery sent again',
    },
  },
  targetTypes: {
    tenant: 'Tenant',
    user: 'User',
  },
  changes: {
    none: 'No field changed.',
    secret: 'changed (never shown)',
    empty: 'empty',
    yes: 'yes',
    no: 'no',
  },
  show: {
    noUserAgent: 'Not sent',
    actorAdmin: '%{name} (administrator)',
  },
  empty: 'Nothing recorded yet',
  unsupported: 'Audit events cannot be changed or deleted.',
};
