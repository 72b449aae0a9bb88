import type { Shape } from '../shape';
import type { areasEn } from '../en/areas';
import { accountsZh } from './accounts';
import { apiTokensResourceZh } from './api-tokens';
import { logsZh } from './audit';
import { sessionsResourceZh } from './sessions';
import { usersZh } from './users';
import { webhooksZh } from './webhooks';

/** 各区域自身页面的文案（设置中的账户、用户、Webhook、审计日志），随页面加载。 */
export const areasZh: Shape<typeof areasEn> = {
  accounts: accountsZh,
  resources: {
    users: usersZh,
    logs: logsZh,
    sessions: sessionsResourceZh,
    apiTokens: apiTokensResourceZh,
    webhooks: webhooksZh,
  },
};
