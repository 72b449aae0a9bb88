import { EmailChangeRepository } from '../../auth/email-change-repository.js';
import { SecretBox } from '../../auth/secret-box.js';
import { resolveSecretKey } from '../../auth/secrets.js';
import type { OperationHandlers, RepositoryContext } from '../../core/area.js';
import * as emailChange from './email-change.js';
import * as passwordReset from './password-reset.js';
import * as password from './password.js';
import { ResetLinkRepository } from './reset-link-repository.js';
import { ResetRequestRepository } from './reset-request-repository.js';
import * as signIn from './sign-in.js';
import * as signUpConfirmation from './sign-up-confirmation.js';
import { SignUpRequestRepository } from './sign-up-request-repository.js';
import * as signUp from './sign-up.js';
import { TwoFactorRepository } from './two-factor-repository.js';
import * as twoFactor from './two-factor.js';

/** Accounts: signing in (with a code), the current user, the own password, reset links, email changes, sign-up and its link, two-factor sign-in. */
export const handlers: OperationHandlers = { ...signIn, ...password, ...passwordReset, ...emailChange, ...signUp, ...signUpConfirmation, ...twoFactor };

export const repositories = {
  resetLinks: ({ db }: RepositoryContext) => new ResetLinkRepository(db),
  // Opened where an account's email is changed (users), confirmed here.
  emailChanges: ({ db }: RepositoryContext) => new EmailChangeRepository(db),
  resetRequests: ({ db }: RepositoryContext) => new ResetRequestRepository(db),
  signUpRequests: ({ db }: RepositoryContext) => new SignUpRequestRepository(db),
  twoFactor: ({ db, config }: RepositoryContext) => new TwoFactorRepository(db, new SecretBox(resolveSecretKey(config.secretKey, config.dataDir))),
};

export { messages } from './messages.js';
