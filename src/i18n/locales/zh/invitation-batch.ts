import type { Shape } from '../shape';
import type { invitationBatchEn } from '../en/invitation-batch';

export const invitationBatchZh: Shape<typeof invitationBatchEn> = {
  invitations: {
    batch: {
      title: '从文件邀请成员加入 %{tenant}',
      titlePlain: '从文件邀请成员',
      text: 'CSV 文件需包含 email 列和 role 列（member 或 owner），可选 name 和 username 列；首行可以是列名，否则依次为 email、role、name。每次最多 %{max} 行。查看检查结果之前不会发送任何邀请。',
      choose: '选择 CSV 文件',
      chooseAnother: '选择其他文件',
      empty: '文件中没有任何行',
      tooMany: '每次最多 %{max} 行；此文件有 %{count} 行',
      ready: '%{total} 行中将邀请 %{smart_count} 行',
      sent: '%{total} 行中已邀请 %{smart_count} 行，邮件正在发送',
      notSent: '未发送：%{smart_count} 行',
      problemLine: '第 %{line} 行 · %{email} · %{outcome}：%{message}',
      more: '另有 %{count} 行，详见下载的文件',
      send: '发送 %{smart_count} 份邀请',
      downloadCheck: '下载检查结果',
      downloadResults: '下载发送结果',
      outcomes: {
        invited: '已邀请',
        ready: '可发送',
        duplicate: '重复',
        member: '已是成员',
        taken: '已被占用',
        invalid: '无效',
      },
      problems: {
        email: '不是有效的邮箱地址',
        role: '角色必须是 member 或 owner',
        username: '请使用 2–64 个字母、数字、"_"、"." 或 "-"，并以字母或数字开头',
        displayName: '名称超过 100 个字符',
      },
      columns: {
        line: '行',
        email: '邮箱',
        outcome: '结果',
        username: '用户名',
        message: '原因',
      },
    },
  },
};
