/**
 * The server's messages for people, in English and Chinese. Programs read the stable
 * error `code`; these texts are what the console shows when it has nothing better.
 */
const en = {
  ok: 'ok',
  validationRequired: '{field} is required',
  validationUnknownField: "{field} is not a known field",
  validationType: '{field} must be {type}',
  validationMinLength: '{field} must be at least {limit} characters long',
  validationMaxLength: '{field} must be at most {limit} characters long',
  validationUsernamePattern:
    "{field} may contain only letters, digits, '_', '.' and '-', and must start with a letter or digit",
  validationPattern: '{field} is not in the accepted format',
  validationMinimum: '{field} must be at least {limit}',
  validationMaximum: '{field} must be at most {limit}',
  validationMaxItems: '{field} may list at most {limit} entries',
  validationDuplicateItem: '{field} repeats an earlier entry',
  validationMinProperties: 'Name at least one field to change',
  validationFormat: '{field} is not a valid {format}',
  validationInvalid: '{field} is not valid',
  validationStorableText:
    '{field} contains characters that cannot be stored (a NUL character or an unpaired UTF-16 surrogate)',
  validationCanonicalInteger: "{field} must be a whole number written in plain digits, such as 42, not '{value}'",
  listNotJson: '{field} must be JSON',
  listSortShape: '{field} must be ["field", "ASC"] or ["field", "DESC"]',
  listSortField: "{field}: '{value}' cannot be sorted by; use one of {fields}",
  listRangeShape: '{field} must be [start, end]: two whole numbers from 0, start not after end',
  listRangeTooWide: '{field} may span at most {limit} rows',
  listFilterShape: '{field} must be a JSON object',
  listFilterKey: "{field}: '{value}' is not a known filter; use {keys}",
  listFilterQ: '{field}.q must be text of at most {limit} characters',
  listFilterEnabled: '{field}.enabled must be true or false',
  listFilterId: '{field}.id must be a tenant id or a list of at most {limit} of them',
  invalidDomain: "{field}: '{value}' is not a valid domain name",
  duplicateDomain: "{field}: '{value}' is listed twice",
  malformedJson: 'The body is not valid JSON',
  emptyJson: 'The body is empty; send a JSON object',
  malformedRequest: 'The request is not valid HTTP',
  bodyNotUtf8: 'The body is not valid UTF-8',
  malformedUrl: 'The address is not valid: it has a broken percent-encoding',
  requestTimeout: 'The request took too long to arrive',
  uriTooLong: 'The address is too long',
  headersTooLarge: 'The request headers are too large',
  unauthenticated: 'Sign in to continue',
  tokenExpired: 'Your session has expired; sign in again',
  invalidCredentials: 'Wrong username or password',
  adminOnly: 'Only administrators may do this',
  tenantDisabled: 'This tenant is disabled',
  tenantScopeForbidden: 'You may act only in your own tenant',
  routeNotFound: 'No such endpoint: {method} {url}',
  tenantNotFound: 'Tenant {id} does not exist',
  usernameTaken: "username: '{value}' is taken by another tenant",
  domainTaken: "{field}: '{value}' belongs to another tenant",
  cannotDisableOwnTenant: 'You cannot disable the tenant you belong to',
  roleForbidden: 'Your role does not allow this',
  userDisabled: 'Your account is disabled',
  userNotFound: 'User {id} does not exist in this tenant',
  auditEventNotFound: 'Audit event {id} does not exist',
  userUsernameTaken: "username: '{value}' is taken by another user",
  emailTaken: "email: '{value}' is used by another user",
  cannotChangeSelf: 'You cannot disable or delete yourself',
  lastEnabledOwner: 'The tenant must keep at least one enabled owner',
  cannotGrantAdmin: 'Only administrators can grant administrator rights, and only to users of the system tenant',
  passwordIsUsername: 'password must not be the username',
  memberOwnProfileOnly: 'Members may change only their own display name and email',
  listFilterRole: "{field}.role must be 'owner' or 'member'",
  listFilterUserId: '{field}.id must be a user id or a list of at most {limit} of them',
  listFilterEventId: '{field}.id must be an event id or a list of at most {limit} of them',
  listFilterAction: '{field}.action must be an audit action or a list of them: {actions}',
  listFilterWholeNumber: '{field}.{key} must be a whole number from 1',
  listFilterText: '{field}.{key} must be text of at most {limit} characters',
  listFilterTargetType: "{field}.targetType must be 'tenant' or 'user'",
  listFilterDate: "{field}.{key} must be an ISO 8601 date-time such as 2026-11-22T08:00:00Z",
  payloadTooLarge: 'The request body is too large (at most {limit} bytes)',
  unsupportedMediaType: 'Send the body as application/json (UTF-8)',
  tooManyRequests: 'Too many attempts; try again in {seconds} seconds',
  internalError: 'Something went wrong on the server',
  serviceUnavailable: 'The service is unavailable; try again shortly',
  shuttingDown: 'The server is shutting down; try again shortly',
  mockCodeUndocumented: 'Prefer: code={code} is not documented for {operation}; it documents {codes}',
  mockExampleUnknown: 'Prefer: example={example} is not an example of {operation} {status}; {offer}',
  mockExamplesAre: 'its examples are {names}',
  mockNoExamples: 'it has no named examples',
  typeString: 'a string',
  typeInteger: 'a whole number',
  typeNumber: 'a number',
  typeBoolean: 'true or false',
  typeObject: 'a JSON object',
  typeArray: 'a list',
  typeNull: 'null',
} as const;

export type MessageKey = keyof typeof en;

const zh: Record<MessageKey, string> = {
  ok: 'ok',
  validationRequired: '缺少必填字段 {field}',
  validationUnknownField: '{field} 不是可接受的字段',
  validationType: '{field} 必须是{type}',
  validationMinLength: '{field} 至少需要 {limit} 个字符',
  validationMaxLength: '{field} 最多 {limit} 个字符',
  validationUsernamePattern: "{field} 只能包含字母、数字、'_'、'.' 和 '-'，并以字母或数字开头",
  validationPattern: '{field} 格式不正确',
  validationMinimum: '{field} 不能小于 {limit}',
  validationMaximum: '{field} 不能大于 {limit}',
  validationMaxItems: '{field} 最多 {limit} 项',
  validationDuplicateItem: '{field} 与前面的条目重复',
  validationMinProperties: '请至少修改一个字段',
  validationFormat: '{field} 不是有效的 {format}',
  validationInvalid: '{field} 无效',
  validationStorableText: '{field} 含有无法保存的字符（NUL 字符或不成对的 UTF-16 代理项）',
  validationCanonicalInteger: "{field} 必须是只由数字写成的整数，例如 42，而不是 '{value}'",
  listNotJson: '{field} 必须是 JSON',
  listSortShape: '{field} 必须是 ["字段", "ASC"] 或 ["字段", "DESC"]',
  listSortField: "{field}: 不能按 '{value}' 排序，可用的字段：{fields}",
  listRangeShape: '{field} 必须是 [start, end]：两个从 0 开始的整数，且 start 不大于 end',
  listRangeTooWide: '{field} 最多跨 {limit} 行',
  listFilterShape: '{field} 必须是 JSON 对象',
  listFilterKey: "{field}: '{value}' 不是可用的筛选条件，可用：{keys}",
  listFilterQ: '{field}.q 必须是不超过 {limit} 个字符的文本',
  listFilterEnabled: '{field}.enabled 必须是 true 或 false',
  listFilterId: '{field}.id 必须是租户 id，或不超过 {limit} 个租户 id 的列表',
  invalidDomain: "{field}: '{value}' 不是有效的域名",
  duplicateDomain: "{field}: '{value}' 重复出现",
  malformedJson: '请求体不是有效的 JSON',
  emptyJson: '请求体为空，请发送 JSON 对象',
  malformedRequest: '请求不是有效的 HTTP',
  bodyNotUtf8: '请求体不是有效的 UTF-8',
  malformedUrl: '地址无效：其中的百分号编码有误',
  requestTimeout: '请求到达用时过长',
  uriTooLong: '地址过长',
  headersTooLarge: '请求头过大',
  unauthenticated: '请先登录',
  tokenExpired: '登录已过期，请重新登录',
  invalidCredentials: '用户名或密码错误',
  adminOnly: '仅管理员可执行此操作',
  tenantDisabled: '该租户已被禁用',
  tenantScopeForbidden: '只能在自己的租户内操作',
  routeNotFound: '接口不存在: {method} {url}',
  tenantNotFound: '租户 {id} 不存在',
  usernameTaken: "username: '{value}' 已被其他租户使用",
  domainTaken: "{field}: '{value}' 属于其他租户",
  cannotDisableOwnTenant: '不能禁用自己所属的租户',
  roleForbidden: '你的角色无权执行此操作',
  userDisabled: '你的账号已被禁用',
  userNotFound: '此租户中不存在用户 {id}',
  auditEventNotFound: '审计事件 {id} 不存在',
  userUsernameTaken: "username: '{value}' 已被其他用户使用",
  emailTaken: "email: '{value}' 已被其他用户使用",
  cannotChangeSelf: '不能禁用或删除自己',
  lastEnabledOwner: '租户必须至少保留一名启用的所有者',
  cannotGrantAdmin: '只有管理员可以授予管理员权限，且只能授予系统租户的用户',
  passwordIsUsername: 'password 不能与用户名相同',
  memberOwnProfileOnly: '成员只能修改自己的显示名称和邮箱',
  listFilterRole: "{field}.role 必须是 'owner' 或 'member'",
  listFilterUserId: '{field}.id 必须是用户 id，或不超过 {limit} 个用户 id 的列表',
  listFilterEventId: '{field}.id 必须是事件 id，或不超过 {limit} 个事件 id 的列表',
  listFilterAction: '{field}.action 必须是审计操作或其列表：{actions}',
  listFilterWholeNumber: '{field}.{key} 必须是从 1 开始的整数',
  listFilterText: '{field}.{key} 必须是不超过 {limit} 个字符的文本',
  listFilterTargetType: "{field}.targetType 必须是 'tenant' 或 'user'",
  listFilterDate: '{field}.{key} 必须是 ISO 8601 日期时间，例如 2026-11-22T08:00:00Z',
  payloadTooLarge: '请求体过大（最多 {limit} 字节）',
  unsupportedMediaType: '请以 application/json（UTF-8）发送请求体',
  tooManyRequests: '尝试次数过多，请在 {seconds} 秒后重试',
  internalError: '服务器出错了',
  serviceUnavailable: '服务暂不可用，请稍后重试',
  shuttingDown: '服务器正在关闭，请稍后重试',
  mockCodeUndocumented: 'Prefer: code={code} 不是 {operation} 记录的状态；它记录的状态有 {codes}',
  mockExampleUnknown: 'Prefer: example={example} 不是 {operation} {status} 的示例；{offer}',
  mockExamplesAre: '它的示例有 {names}',
  mockNoExamples: '它没有命名的示例',
  typeString: '字符串',
  typeInteger: '整数',
  typeNumber: '数字',
  typeBoolean: 'true 或 false',
  typeObject: 'JSON 对象',
  typeArray: '列表',
  typeNull: 'null',
};

export type Language = 'en' | 'zh';
/** A parameter is a value, or another message (such as the name of a type) to translate. */
export type MessageParams = Record<string, string | number | { messageKey: MessageKey }>;

const catalogs: Record<Language, Record<MessageKey, string>> = { en, zh };

export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return catalogs[language][key].replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name];
    if (value === undefined) return match;
    return typeof value === 'object' ? translate(language, value.messageKey) : String(value);
  });
}

/** Picks zh when the caller's most preferred language is Chinese, English otherwise. */
export function languageFrom(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  let best: { tag: string; q: number } | undefined;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...attributes] = part.trim().split(';');
    const qAttribute = attributes.find((a) => a.trim().startsWith('q='));
    const q = qAttribute ? Number(qAttribute.trim().slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag: tag.toLowerCase(), q };
  }
  return best?.tag.startsWith('zh') ? 'zh' : 'en';
}
