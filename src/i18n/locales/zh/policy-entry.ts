import type { Shape } from '../shape';
import type { policyEntryEn } from '../en/policy-entry';

export const policyEntryZh: Shape<typeof policyEntryEn> = {
  policy: {
    title: '租户策略',
    settings: {
      entry: '租户策略',
      entryText: '租户成员可以从哪些地址登录，以及密码的最短长度',
    },
  },
};
