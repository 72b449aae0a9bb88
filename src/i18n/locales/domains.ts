import type { Shape } from './shape';

/**
 * Messages of domain ownership (`domains.*`): the `/settings/cname` page, where a tenant proves
 * it owns its domains with a DNS record, and the "verified" mark beside a tenant's domains.
 */
export const domainsEn = {
  domains: {
    page: {
      title: 'Domain ownership',
      titleOf: 'Domain ownership of %{tenant}',
      intro: 'Prove that the tenant owns each of its domains: at the domain’s DNS provider, create the TXT record shown, then press Verify now. A new record can take a few minutes to be seen.',
      introWithCname: 'Prove that the tenant owns each of its domains: at the domain’s DNS provider, create the TXT record shown, or make the domain a CNAME of the target shown, then press Verify now. A new record can take a few minutes to be seen.',
    },
    settings: {
      entry: 'Domain ownership',
      entryText: 'Prove with a DNS record that the tenant owns its domains',
    },
    state: {
      pending: 'Not verified',
      verified: 'Verified',
      failed: 'Failed',
    },
    checked: 'Last checked: %{date}',
    listSeparator: ', ',
    neverChecked: 'Not checked yet',
    records: {
      txtOnly: 'Create this TXT record:',
      txtOrCname: 'Create this TXT record, or the CNAME instead:',
      type: 'Type',
      name: 'Name',
      value: 'Value',
    },
    copy: {
      label: 'Copy %{text}',
      copy: 'Copy',
      copied: 'Copied',
      done: 'Copied: %{text}',
      failed: 'The browser did not allow copying: select the text and copy it with Ctrl+C or ⌘C.',
    },
    verify: {
      submit: 'Verify now',
      submitting: 'Checking…',
    },
    reason: {
      nxdomain: '%{name} does not exist in DNS. Check the spelling, or create the domain at its DNS provider first.',
      noTxtRecord: 'There is no TXT record at %{record}. Create it with the value shown, then verify again.',
      txtMismatch: '%{record} holds %{found}, not the expected value. Change it to the value shown.',
      cnameMismatch: '%{name} is a CNAME of %{found}, not of the expected target.',
      timeout: 'The DNS resolver did not answer in time. Try again in a moment.',
      resolverFailed: 'The DNS resolver answered with an error (%{found}). Try again in a moment.',
    },
    empty: {
      title: 'This tenant has no domains yet',
      admin: 'Add its domains on the tenant’s page, then come back to verify them.',
      owner: 'An administrator adds a tenant’s domains. Once there are some, verify them here.',
      editTenant: 'Edit the tenant',
    },
    forbidden: {
      title: 'Only owners and administrators',
      text: 'Only the tenant’s owners and the console’s administrators can see and verify its domains. Ask an owner of your tenant if a domain needs verifying.',
    },
    loadFailed: 'The domains could not be loaded: %{message}',
    retry: 'Try again',
    mark: {
      verified: 'Verified',
      someVerified: '%{verified} of %{total} verified',
    },
  },
};

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
      admin: '请在租户页面添加域名，再回到这里验证。',
      owner: '租户的域名由管理员添加。添加后即可在这里验证。',
      editTenant: '编辑租户',
    },
    forbidden: {
      title: '仅限所有者和管理员',
      text: '只有租户的所有者和控制台管理员可以查看和验证租户的域名。如有域名需要验证，请联系您所在租户的所有者。',
    },
    loadFailed: '无法加载域名：%{message}',
    retry: '重试',
    mark: {
      verified: '已验证',
      someVerified: '%{total} 个中 %{verified} 个已验证',
    },
  },
};
