import type { MessageKey, MessageParams } from './i18n/messages.js';

/** The contract's `ErrorCode`: the first three digits are the HTTP status. */
export const ErrorCode = {
  ValidationFailed: 40000,
  MalformedJson: 40001,
  MalformedRequest: 40002,
  Unauthenticated: 40100,
  TokenExpired: 40101,
  InvalidCredentials: 40102,
  SessionEnded: 40103,
  ChallengeExpired: 40104,
  OneTimeCodeWrong: 40105,
  AdminOnly: 40300,
  TenantDisabled: 40301,
  TenantScopeForbidden: 40302,
  RoleForbidden: 40303,
  UserDisabled: 40304,
  CurrentPasswordWrong: 40305,
  PasswordChangeRequired: 40306,
  SignUpClosed: 40307,
  TwoFactorCodeWrong: 40308,
  RouteNotFound: 40400,
  TenantNotFound: 40401,
  UserNotFound: 40402,
  AuditEventNotFound: 40403,
  ResetLinkNotFound: 40404,
  DomainNotFound: 40405,
  SessionNotFound: 40406,
  RequestTimeout: 40800,
  UsernameTaken: 40900,
  DomainTaken: 40901,
  CannotDisableOwnTenant: 40902,
  CannotChangeSelf: 40903,
  LastEnabledOwner: 40904,
  CannotGrantAdmin: 40905,
  EmailTaken: 40906,
  TwoFactorOn: 40907,
  TwoFactorOff: 40908,
  ResetLinkUsed: 41000,
  ResetLinkExpired: 41001,
  PayloadTooLarge: 41300,
  UriTooLong: 41400,
  UnsupportedMediaType: 41500,
  TooManyRequests: 42900,
  TwoFactorLocked: 42901,
  HeadersTooLarge: 43100,
  InternalError: 50000,
  ServiceUnavailable: 50300,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface AppErrorOptions {
  params?: MessageParams;
  /** The input field at fault, as the contract's `ErrorDetails.field` names it. */
  field?: string;
}

/** An error the caller can act on; the error handler turns it into the envelope. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly params: MessageParams;
  readonly field: string | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    options: AppErrorOptions = {},
  ) {
    super(messageKey);
    this.statusCode = Math.floor(code / 100);
    this.params = options.params ?? {};
    this.field = options.field;
  }
}
