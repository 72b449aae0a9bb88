import type { Shape } from '../shape';
import type { invitationsEn } from '../en/invitations';

export const invitationsZh: Shape<typeof invitationsEn> = {
  invitations: {
    title: '尚未接受的邀请',
    failed: '无法加载邀请：%{message}',
    expired: '已过期',
    expiresOn: '链接有效期至 %{date}',
    invitedBy: '邀请人：%{name}',
    expiredOn: '链接已于 %{date} 过期：请重新发送',
    resend: '重新发送',
    resendNamed: '重新发送：%{name} 的邀请',
    withdraw: '撤回',
    withdrawNamed: '撤回：%{name} 的邀请',
    withdrawTitle: '撤回 %{name} 加入租户“%{tenant}”的邀请？',
    withdrawContent: '链接将立即失效，从未登录过的 %{name} 将从租户“%{tenant}”中移除。如果其为该租户唯一的所有者，在邀请新的所有者之前该租户将没有所有者。',
    resent: '已重新向 %{email} 发送邀请，新链接有效期至 %{date}',
    withdrawn: '已撤回 %{name} 加入租户“%{tenant}”的邀请',
    invite: '邀请',
    inviteOwner: '邀请所有者',
    noOwner: '租户“%{tenant}”没有所有者：在邀请新的所有者之前，无人管理其用户。',
    inviteTitle: '邀请成员加入 %{tenant}',
    inviteTitlePlain: '邀请成员',
    inviteText: '对方将收到一封邮件，通过其中的链接设置密码，并以所选角色加入。邀请的角色不能高于您自己的角色。',
    send: '发送邀请',
    sent: '已向 %{email} 发送邀请（用户名 %{name}），链接有效期至 %{date}',
    help: {
      username: '留空则根据邮箱地址生成',
    },
    inviteFromFile: '从文件邀请',
  },
};
