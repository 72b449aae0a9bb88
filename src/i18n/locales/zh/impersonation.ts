import type { Shape } from '../shape';
import type { impersonationEn } from '../en/impersonation';

export const impersonationZh: Shape<typeof impersonationEn> = {
  impersonation: {
    action: '以此所有者身份操作',
    dialog: {
      title: '以 %{owner} 的身份操作',
      intro: '你将以租户 %{tenant} 的所有者 %{owner} 的身份、以其权限使用控制台，直到你停止或时间用完。',
      audited: '此会话会被审计：你所做的一切都会以你和对方的名义记录，并附上你填写的原因。所有者可以在其审计日志中看到。',
      limits: '代为操作期间，不能修改其密码、两步验证、API 令牌或会话。',
      reason: '原因',
      reasonHelp: '工单号或一句说明，最多 500 个字符',
      reasonRequired: '请说明为何以此所有者身份操作',
      reasonTooLong: '最多 500 个字符',
      duration: '时长',
      minutes: '%{smart_count} 分钟',
      start: '开始代为操作',
    },
    banner: {
      label: '正在以其他用户身份操作',
      actingAs: '你正在以 %{owner} 的身份操作',
      tenant: '（租户 %{tenant}）',
      reason: '原因：%{reason}',
      left: '剩余 %{time}',
      minutesLeft: '剩余约 %{smart_count} 分钟',
      underAMinute: '剩余不到一分钟',
      stop: '停止',
    },
    ended: {
      expired: '以 %{owner} 身份操作的时间已到：已恢复为你自己的身份。',
      refused: '以 %{owner} 身份操作的会话已在服务器上结束：已恢复为你自己的身份。',
    },
    restricted: {
      title: '代为操作 %{owner} 期间不可用',
      text: '管理员代为操作所有者时，不能修改其密码、两步验证、API 令牌或会话。',
    },
  },
};
