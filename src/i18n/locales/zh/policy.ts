import type { Shape } from '../shape';
import type { policyEn } from '../en/policy';

export const policyZh: Shape<typeof policyEn> = {
  policy: {
    titleOf: '%{tenant} 的策略',
    intro: '在控制台对所有租户的要求之外，本租户对其成员的额外要求。管理员（无论是否代为所有者操作）不受其约束。',
    ownersOnly: '租户策略由该租户的所有者和管理员设置。',
    loadFailed: '无法加载策略：%{message}',
    saved: '策略已保存：对租户成员的下一次访问起生效',
    now: {
      anywhere: '其成员可以从任意地址访问。',
      networks: '其成员只能从以下 %{smart_count} 个网段访问：%{networks}',
      password: '其密码至少 %{min} 个字符。',
      sessionsOwnExpiry: '其会话持续到过期或退出登录为止。',
      sessionLifetime: '其会话在登录 %{smart_count} 小时后结束。',
      noIdleLimit: '其会话没有闲置时限。',
      idleTimeout: '其会话闲置 %{smart_count} 分钟后结束。',
      noTwoFactor: '是否使用两步验证登录由成员自行决定。',
      twoFactor: {
        owners: '其所有者必须使用两步验证登录，最迟在首次登录后 %{smart_count} 天开启。',
        members: '其普通成员必须使用两步验证登录，最迟在首次登录后 %{smart_count} 天开启。',
        all: '其全部成员必须使用两步验证登录，最迟在首次登录后 %{smart_count} 天开启。',
      },
      twoFactorAtOnce: {
        owners: '其所有者必须先开启两步验证登录，才能进行其他操作。',
        members: '其普通成员必须先开启两步验证登录，才能进行其他操作。',
        all: '其全部成员必须先开启两步验证登录，才能进行其他操作。',
      },
    },
    fields: {
      allowlist: '允许的网段',
      passwordMinLength: '密码最短长度',
      sessionLifetimeHours: '会话时长（小时）',
      idleTimeoutMinutes: '闲置超时（分钟）',
      twoFactorRequiredFor: '要求两步验证登录的人员',
      twoFactorGraceDays: '宽限期（天）',
    },
    requirement: {
      instance: '沿用实例设置：%{value}',
      nobody: '不要求',
      owners: '所有者',
      members: '普通成员',
      all: '全部成员',
    },
    help: {
      allowlist: '每行一个 IPv4 或 IPv6 地址或网段（CIDR），例如 203.0.113.0/24；留空表示任意地址。API 令牌同样受其约束。',
      passwordMinLength: '字符数，从 %{min}（所有租户的要求）到 %{max}；留空即 %{min}。从现在起对每个新密码生效。',
      sessionLifetimeHours: '登录后 %{min} 到 %{max} 小时；留空表示直到会话过期。已超过时长的会话在下一次访问时结束。',
      sessionLifetimeHoursInstance: '登录后 %{min} 到 %{max} 小时；留空即实例的 %{value} 小时。已超过时长的会话在下一次访问时结束。',
      idleTimeoutMinutes: '%{min} 到 %{max} 分钟无访问；留空表示不限。管理员不受其约束。',
      idleTimeoutMinutesInstance: '%{min} 到 %{max} 分钟无访问；留空即实例的 %{value} 分钟。管理员不受其约束。',
      twoFactorRequiredFor: '被要求的人员每次登录时都会被引导去开启它，宽限期过后在开启之前无法进行其他操作。管理员和服务账号不受其约束。',
      twoFactorGraceDays: '从其在此要求下首次登录起 %{min} 到 %{max} 天（对当前已登录的人员从现在起算）；留空即实例的 %{value} 天；0 表示立即。',
    },
    impact: {
      inside: '您的地址 %{address} 在此列表中。',
      outside: '您自己的地址 %{address} 不在此列表中：保存后您将无法访问。',
      notBound: '您的地址是 %{address}；作为管理员，您不受此列表约束。',
      sessionsOutside: '租户成员有 %{smart_count} 个已登录会话来自此列表之外：它们将在下一次访问时终止。',
      withoutTwoFactor: '此要求涵盖的人员中有 %{smart_count} 人尚未开启两步验证登录：他们将在下一次登录时被引导去开启。',
      sessionsEnding: '租户成员有 %{smart_count} 个已登录会话超过了此时长或已闲置超过此时限：它们将在下一次访问时结束。',
    },
  },
};
