import { accountsEn } from './accounts';
import { apiTokensResourceEn } from './api-tokens';
import { logsEn } from './audit';
import { sessionsResourceEn } from './sessions';
import { usersEn } from './users';
import { webhooksEn } from './webhooks';

/** The console's own English messages, in react-admin's shape (`%{name}`, `|||| ` plurals). */
export const en = {
  accounts: accountsEn,
  dashboard: {
    welcome: 'Welcome, %{name}',
    ownerText: 'You are signed in to your own tenant. Managing tenants is for administrators.',
    title: 'Dashboard',
    total: 'Tenants',
    enabled: 'Enabled',
    disabled: 'Disabled',
    recent: 'Recently updated',
    viewAll: 'View all tenants',
    empty: 'No tenants yet',
    loadFailed: 'The tenants could not be loaded: %{message}',
  },
  resources: {
    tenants: {
      name: 'Tenant |||| Tenants',
      page: {
        show: 'Tenant %{name}',
        edit: 'Edit tenant %{name}',
      },
      fields: {
        id: 'ID',
        tenantId: 'ID',
        username: 'Username',
        enabled: 'Status',
        domains: 'Domains',
        domainsCount: 'Domains',
        remark: 'Remark',
        createdAt: 'Created',
        updatedAt: 'Updated',
        name: 'Domain',
        state: 'Proof',
        reason: 'Reason',
        found: 'Found instead',
      },
      filters: {
        search: 'Search username, domain or ID',
        status: 'Status',
        enabled: 'Enabled',
        disabled: 'Disabled',
      },
      status: {
        enabled: 'Enabled',
        disabled: 'Disabled',
      },
      actions: {
        enable: 'Enable',
        disable: 'Disable',
        select: 'Select %{name}',
      },
      list: {
        domains: '%{smart_count} domain |||| %{smart_count} domains',
      },
      help: {
        ownTenant: 'The administrators’ own tenant cannot be disabled',
      },
      empty: 'No tenants yet',
      confirm: {
        enableTitle: 'Enable tenant "%{name}"?',
        enableContent: 'Its users will be able to sign in again.',
        disableTitle: 'Disable tenant "%{name}"?',
        disableContent: 'Its users can no longer sign in, and those signed in are stopped at once.',
        bulkEnableTitle: 'Enable %{smart_count} tenant? |||| Enable %{smart_count} tenants?',
        bulkDisableTitle: 'Disable %{smart_count} tenant? |||| Disable %{smart_count} tenants?',
        bulkContent: 'Tenants already in that state stay as they are.',
      },
      notifications: {
        enabled: 'Tenant "%{name}" enabled',
        disabled: 'Tenant "%{name}" disabled',
        bulkEnabled: '%{changed} enabled, %{unchanged} already enabled, %{failed} failed',
        bulkDisabled: '%{changed} disabled, %{unchanged} already disabled, %{failed} failed',
        bulkEnableFailures: '%{smart_count} tenant not enabled |||| %{smart_count} tenants not enabled',
        bulkDisableFailures: '%{smart_count} tenant not disabled |||| %{smart_count} tenants not disabled',
        updated: 'Tenant saved',
        notModified: 'Nothing changed',
      },
      validation: {
        username: 'Use 2–64 letters, digits, "_", "." or "-", starting with a letter or digit',
        domain: 'Not a valid domain name, e.g. shop.example.com',
        domainDuplicate: 'This domain is listed more than once',
        domainsMax: 'At most %{max} domains',
      },
      show: {
        noDomains: 'No domains',
        noRemark: 'No remark',
        users: 'Its users',
        logs: 'Its audit log',
      },
      activity: {
        title: 'Recent activity',
        empty: 'Nothing has happened to this tenant yet.',
        failed: 'The recent activity could not be loaded: %{message}',
      },
      unsupported: 'Tenants cannot be created or deleted here.',
    },
    users: usersEn,
    logs: logsEn,
    sessions: sessionsResourceEn,
    apiTokens: apiTokensResourceEn,
    webhooks: webhooksEn,
  },
};

export type Messages = typeof en;
