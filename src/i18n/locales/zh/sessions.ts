import type { Shape } from '../shape';
import type { sessionsEn, sessionsResourceEn } from '../en/sessions';

export const sessionsZh: Shape<typeof sessionsEn> = {
  title: '登录会话',
  text: '您的账号当前在这些地方处于登录状态。如有不认识的会话，请结束它并修改密码。',
  thisDevice: '当前设备',
  device: '%{os} 上的 %{browser}',
  unknownDevice: '未知设备',
  from: '来自 %{address}',
  started: '登录于 %{time}',
  lastSeen: '最近活动于 %{time}',
  end: '结束',
  endTitle: '结束此会话？',
  endContent: '%{device}（%{address}）将立即退出登录。',
  ended: '会话已结束',
  signOutEverywhere: '在所有设备上退出',
  everywhereTitle: '在所有设备上退出？',
  everywhereContent: '您账号的所有会话都将结束，包括当前这个：在此设备上也需要重新登录。',
};

export const sessionsResourceZh: Shape<typeof sessionsResourceEn> = {
  fields: {
    sessionId: 'ID',
    current: '当前设备',
    createdAt: '登录时间',
    lastSeenAt: '最近活动',
    expiresAt: '到期时间',
    clientAddress: '地址',
    userAgent: '用户代理',
    browser: '浏览器',
    os: '操作系统',
  },
};
