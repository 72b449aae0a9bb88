import { ErrorCode } from '../../../src/generated/model/errorCode.js';
import type { MessageKey, MessageParams } from './i18n/catalog.js';

/** The contract's `ErrorCode`, named by its x-enum-varnames: the first three digits are the HTTP status. */
export { ErrorCode };

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
