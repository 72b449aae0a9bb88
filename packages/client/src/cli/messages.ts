import type { StepAction } from './plan.js';

/** The command's words in English; `zh` must have every key (a key in one language only fails to compile). */
const en = {
  usage: `Usage: tenant-console <command> [options]

Commands:
  export [--tenant <id|name>]... [--format yaml|json] [--out <file>]
                         Write the configuration the token can see (YAML unless --format json).
  plan <file> [--prune]  Show what apply would change, object by object; exits 2 when there are
                         changes, 0 when none.
  apply <file> [--prune] [--yes]
                         Make the server match the file. Asks before destructive steps unless --yes.
  schema                 Print the file's JSON Schema.
  login --username <name>
                         Sign a person in and print their session token, for the steps an API
                         token may not make (new users, roles, policies). The password comes from
                         TENANT_CONSOLE_PASSWORD or is asked, as is a one-time code
                         (TENANT_CONSOLE_CODE).

Options:
  --prune                Also delete what the file leaves out (tenants, users, webhooks, attributes).
  --yes                  Make destructive steps without asking.

Environment:
  TENANT_CONSOLE_URL     The console's address, e.g. https://console.example.com
  TENANT_CONSOLE_TOKEN   An API token (tc_…), or a person's session token for credential steps
  TENANT_CONSOLE_LANG    en or zh (else LANG)`,
  missingUrl: 'Set TENANT_CONSOLE_URL to the console’s address, e.g. https://console.example.com.',
  missingToken: 'Set TENANT_CONSOLE_TOKEN to an API token (create one on your profile page in the console).',
  unknownCommand: 'Unknown command "{command}". Run tenant-console --help for the commands.',
  unknownOption: 'Unknown option "{option}" for {command}. Run tenant-console --help.',
  missingValue: 'The option {option} needs a value.',
  badFormat: 'The format is yaml or json, not "{format}".',
  missingFile: 'Name the file to read: tenant-console {command} <file>.',
  unreadableFile: 'The file {file} could not be read: {reason}',
  invalidFile: 'The file {file} is not a valid configuration:',
  unknownTenants: 'This token sees no tenant named {names}.',
  notVisible: 'This token acts in its own tenant only: the file names {names}, which it cannot change.',
  needsOwner: 'Tenant {tenant} is new: list its first owner (kind person, role owner, with an email) so that the server can invite them.',
  needsEmail: '{user} is new: give their email, where the invitation is sent.',
  exported: 'Wrote {tenants} tenants to {file}.',
  noChanges: 'No changes: the server matches the file.',
  changeCount: 'Changes: {count} ({destructive} destructive).',
  destructive: 'destructive',
  needsPerson: 'needs a person’s own session: an API token is refused',
  credentialWarning: 'This is an API token: the steps marked “needs a person’s own session” will be refused. Run them with a person’s session token, or in the console.',
  confirm: 'Destructive changes, marked ! above: {count}. Type yes to make them: ',
  noTerminal: 'The plan has destructive changes and there is no terminal to ask on: add --yes to make them.',
  cancelled: 'Nothing was changed.',
  applying: 'Applying the changes ({count})…',
  applied: 'All changes made ({count}). A second apply of the same file changes nothing.',
  stoppedAt: 'Stopped at {step}: {message}',
  stoppedState: 'The changes before it ({done}) were made and stand, each whole; those after it ({left}) were not tried. Fix the cause and apply again: what is done is not done twice.',
  unreachable: 'The console at {url} did not answer: {message}',
  refusedToken: 'The console refused the token: {message}',
  missingUsername: 'Name who signs in: tenant-console login --username <name> (or TENANT_CONSOLE_USERNAME).',
  noPassword: 'There is no terminal to ask the password on: set TENANT_CONSOLE_PASSWORD.',
  noCode: 'This account asks for a one-time code and there is no terminal to ask it on: set TENANT_CONSOLE_CODE.',
  passwordPrompt: 'Password of {username}: ',
  codePrompt: 'One-time code from your authenticator app: ',
  signedIn: 'Signed in as {username}. The token above is a session: keep it secret, and sign out in the console when done.',
  rateLimited: 'The console limits this token’s calls a minute: going on in {seconds} s.',
  // Each step, as plan and apply print it.
  createAttribute: 'create attribute {object}',
  updateAttribute: 'change attribute {object}',
  deleteAttribute: 'delete attribute {object} (every tenant’s value goes too)',
  createTenant: 'create tenant {object} (its first owner is invited by mail)',
  updateTenant: 'change tenant {object}',
  enableTenant: 'enable tenant {object}',
  disableTenant: 'disable tenant {object} (its people’s sessions and tokens stop)',
  deleteTenant: 'delete tenant {object} (restorable until its purge date)',
  addDomain: 'add domain {object} (to be proved with DNS)',
  removeDomain: 'remove domain {object} (its claim and proof go)',
  inviteUser: 'invite {object} by mail',
  createServiceAccount: 'create service account {object}',
  updateUser: 'change user {object}',
  deleteUser: 'delete user {object}',
  createWebhook: 'subscribe webhook {object} (its secret is shown in the console)',
  updateWebhook: 'change webhook {object}',
  deleteWebhook: 'delete webhook {object}',
  setPolicy: 'set the policy of tenant {object}',
} satisfies Record<StepAction, string> & Record<string, string>;

export type MessageKey = keyof typeof en;

const zh: Record<MessageKey, string> = {
  usage: `用法：tenant-console <命令> [选项]

命令：
  export [--tenant <编号|名称>]... [--format yaml|json] [--out <文件>]
                         写出令牌可见的配置（默认 YAML，--format json 为 JSON）。
  plan <文件> [--prune]  逐个对象列出 apply 将做的更改；有更改时退出码为 2，没有时为 0。
  apply <文件> [--prune] [--yes]
                         使服务器与文件一致。除非给出 --yes，破坏性步骤前会先询问。
  schema                 打印文件的 JSON Schema。
  login --username <用户名>
                         以本人身份登录并打印会话令牌，用于 API 令牌不能执行的步骤（新用户、
                         角色、策略）。密码取自 TENANT_CONSOLE_PASSWORD，否则会询问；一次性验证码
                         同理（TENANT_CONSOLE_CODE）。

选项：
  --prune                同时删除文件中未列出的租户、用户、Webhook 和属性。
  --yes                  不询问，直接执行破坏性步骤。

环境变量：
  TENANT_CONSOLE_URL     控制台地址，例如 https://console.example.com
  TENANT_CONSOLE_TOKEN   API 令牌（tc_…）；凭据类步骤需使用本人的会话令牌
  TENANT_CONSOLE_LANG    en 或 zh（否则看 LANG）`,
  missingUrl: '请将 TENANT_CONSOLE_URL 设为控制台地址，例如 https://console.example.com。',
  missingToken: '请将 TENANT_CONSOLE_TOKEN 设为 API 令牌（可在控制台的个人资料页创建）。',
  unknownCommand: '未知命令“{command}”。运行 tenant-console --help 查看命令。',
  unknownOption: '{command} 没有选项“{option}”。运行 tenant-console --help 查看用法。',
  missingValue: '选项 {option} 需要一个值。',
  badFormat: '格式只能是 yaml 或 json，不能是“{format}”。',
  missingFile: '请指定要读取的文件：tenant-console {command} <文件>。',
  unreadableFile: '无法读取文件 {file}：{reason}',
  invalidFile: '文件 {file} 不是有效的配置：',
  unknownTenants: '此令牌看不到名为 {names} 的租户。',
  notVisible: '此令牌只能在自己的租户中操作：文件中列出的 {names} 无法由它更改。',
  needsOwner: '租户 {tenant} 是新建的：请列出它的第一位所有者（kind 为 person、role 为 owner，并带邮箱），以便服务器发送邀请。',
  needsEmail: '{user} 是新用户：请提供接收邀请的邮箱。',
  exported: '已将 {tenants} 个租户写入 {file}。',
  noChanges: '没有更改：服务器与文件一致。',
  changeCount: '更改：{count} 项（其中破坏性 {destructive} 项）。',
  destructive: '破坏性',
  needsPerson: '需要本人的会话：API 令牌会被拒绝',
  credentialWarning: '这是 API 令牌：标有“需要本人的会话”的步骤会被拒绝。请使用本人的会话令牌运行，或在控制台中完成。',
  confirm: '上面标有 ! 的破坏性更改：{count} 项。输入 yes 执行：',
  noTerminal: '计划中有破坏性更改，但没有可询问的终端：请加上 --yes 执行。',
  cancelled: '未做任何更改。',
  applying: '正在执行 {count} 项更改…',
  applied: '已执行 {count} 项更改。再次应用同一文件不会有任何更改。',
  stoppedAt: '在 {step} 处停止：{message}',
  stoppedState: '此前的 {done} 项更改已完整生效并保留；之后的 {left} 项未执行。排除原因后再次应用即可：已完成的不会重复执行。',
  unreachable: '位于 {url} 的控制台没有响应：{message}',
  refusedToken: '控制台拒绝了该令牌：{message}',
  missingUsername: '请指定登录的用户：tenant-console login --username <用户名>（或设置 TENANT_CONSOLE_USERNAME）。',
  noPassword: '没有可询问密码的终端：请设置 TENANT_CONSOLE_PASSWORD。',
  noCode: '此账号需要一次性验证码，但没有可询问的终端：请设置 TENANT_CONSOLE_CODE。',
  passwordPrompt: '{username} 的密码：',
  codePrompt: '身份验证器应用中的一次性验证码：',
  signedIn: '已以 {username} 身份登录。上面的令牌是一个会话：请妥善保管，用完后在控制台中退出登录。',
  rateLimited: '控制台限制了此令牌每分钟的调用次数：{seconds} 秒后继续。',
  createAttribute: '创建属性 {object}',
  updateAttribute: '修改属性 {object}',
  deleteAttribute: '删除属性 {object}（所有租户的该属性值一并删除）',
  createTenant: '创建租户 {object}（通过邮件邀请其第一位所有者）',
  updateTenant: '修改租户 {object}',
  enableTenant: '启用租户 {object}',
  disableTenant: '停用租户 {object}（其成员的会话和令牌随即失效）',
  deleteTenant: '删除租户 {object}（在彻底清除日期前可恢复）',
  addDomain: '添加域名 {object}（需通过 DNS 验证）',
  removeDomain: '移除域名 {object}（其声明和验证一并移除）',
  inviteUser: '通过邮件邀请 {object}',
  createServiceAccount: '创建服务账号 {object}',
  updateUser: '修改用户 {object}',
  deleteUser: '删除用户 {object}',
  createWebhook: '订阅 Webhook {object}（其密钥在控制台中查看）',
  updateWebhook: '修改 Webhook {object}',
  deleteWebhook: '删除 Webhook {object}',
  setPolicy: '设置租户 {object} 的策略',
};

export type Language = 'en' | 'zh';

/** zh when `TENANT_CONSOLE_LANG`, or else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), says Chinese; English otherwise. */
export function languageOf(env: NodeJS.ProcessEnv): Language {
  const chosen = env['TENANT_CONSOLE_LANG'] || env['LC_ALL'] || env['LC_MESSAGES'] || env['LANG'] || '';
  return chosen.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const words = language === 'zh' ? zh : en;
  return (key, params = {}) => words[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Both languages' keys, for the test that holds them equal. */
export const MESSAGES = { en, zh } as const;
