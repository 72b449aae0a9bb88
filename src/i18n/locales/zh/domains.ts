import type { Shape } from '../shape';
import type { domainsEn } from '../en/domains';

export const domainsZh: Shape<typeof domainsEn> = {
  domains: {
    page: {
      title: '域名所有权',
      titleOf: '租户 %{tenant} 的域名所有权',
      intro: '证明租户拥有它的每个域名：在该域名的 DNS 服务商处创建下方所示的 TXT 记录，然后点击“立即验证”。新记录可能需要几分钟才能生效。',
      introWithCname: '证明租户拥有它的每个域名：在该域名的 DNS 服务商处创建下方所示的 TXT 记录，或将域名设为所示目标的 CNAME，然后点击“立即验证”。新记录可能需要几分钟才能生效。',
    },
    settings: {
      entry: '域名所有权',
      entryText: '用 DNS 记录证明租户拥有它的域名',
    },
    state: {
      pending: '未验证',
      verified: '已验证',
      failed: '验证失败',
    },
    checked: '上次检查：%{date}',
    listSeparator: '、',
    neverChecked: '尚未检查',
    records: {
      txtOnly: '请创建这条 TXT 记录：',
      txtOrCname: '请创建这条 TXT 记录，或改为创建 CNAME 记录：',
      type: '类型',
      name: '名称',
      value: '值',
    },
    copy: {
      label: '复制 %{text}',
      copy: '复制',
      copied: '已复制',
      done: '已复制：%{text}',
      failed: '浏览器不允许复制：请选中文本，再按 Ctrl+C 或 ⌘C 复制。',
    },
    verify: {
      submit: '立即验证',
      submitting: '正在检查…',
    },
    reason: {
      nxdomain: 'DNS 中不存在 %{name}。请检查拼写，或先在 DNS 服务商处创建该域名。',
      noTxtRecord: '%{record} 没有 TXT 记录。请按所示的值创建后再验证。',
      txtMismatch: '%{record} 的值是 %{found}，不是预期的值。请改为所示的值。',
      cnameMismatch: '%{name} 是 %{found} 的 CNAME，而不是预期目标的。',
      timeout: 'DNS 解析器未能及时响应。请稍后再试。',
      resolverFailed: 'DNS 解析器返回错误（%{found}）。请稍后再试。',
    },
    empty: {
      title: '此租户还没有域名',
      admin: '请在上方或租户页面添加域名，再在这里验证。',
      owner: '请在上方添加域名，再在这里通过 DNS 记录验证。',
      editTenant: '编辑租户',
    },
    forbidden: {
      title: '仅限所有者和管理员',
      text: '只有租户的所有者和控制台管理员可以查看和验证租户的域名。如有域名需要验证，请联系您所在租户的所有者。',
    },
    add: {
      title: '添加域名',
      label: '域名',
      help: '此租户的域名，例如 shop.example.com 或 例子.中国',
      submit: '添加域名',
      submitting: '正在添加…',
      required: '请输入域名',
      malformed: '%{name} 不是有效的域名，请输入类似 shop.example.com 的域名',
      takenHere: '%{name} 已是此租户的域名',
      added: '已添加 %{name}。请创建它的 TXT 记录，然后验证。',
      failed: '无法添加该域名',
    },
    remove: {
      submit: '移除',
      title: '从 %{tenant} 移除 %{name}？',
      content: '%{name} 将不再是 %{tenant} 的域名，其所有权证明也会被清除：之后无论由此租户还是其他租户再次添加，它都将以新的 TXT 值从未验证状态开始。',
      removed: '已从 %{tenant} 移除 %{name}',
      thisTenant: '此租户',
    },
    provedElsewhere: '其他租户于 %{date} 证明了 %{name} 的所有权，此租户对它的验证随之失效。如果该域名属于此租户，请检查其 DNS 记录，然后重新验证。',
    loadFailed: '无法加载域名：%{message}',
    retry: '重试',
  },
};
