import { accountsEn } from './accounts';
import { apiTokensResourceEn } from './api-tokens';
import { logsEn } from './audit';
import { sessionsResourceEn } from './sessions';
import { usersEn } from './users';
import { webhooksEn } from './webhooks';

/**
 * The words of the areas' own pages (one's account in Settings, users, webhooks, the audit log),
 * loaded with those pages; what shows of them elsewhere is in `./areas-entry.ts`.
 */
export const areasEn = {
  accounts: accountsEn,
  resources: {
    users: usersEn,
    logs: logsEn,
    sessions: sessionsResourceEn,
    apiTokens: apiTokensResourceEn,
    webhooks: webhooksEn,
  },
};
