import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language } from '../core/i18n/catalog.js';
import type { Mail } from '../core/mail/mailer.js';
import type { Database } from '../db/database.js';
import { emailChangeConfirmMail, emailChangedNoticeMail } from './email-change-mail.js';
import { newResetToken, resetTokenHash } from './link-token.js';

/** How long the link to a new address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** How long the old address may take the account back. */
export const EMAIL_UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The account whose address changes. */
export interface EmailAccount {
  userId: number;
  username: string;
}

/**
 * Opens a change of the account's address to `newEmail`, in `trx`: the address stays as it is until
 * the link mailed to the new one is followed. Answers that mail, to send once `trx` commits.
 */
export async function openEmailChange(server: FastifyInstance, language: Language, account: EmailAccount, newEmail: string, now: Date, trx: Kysely<Database>): Promise<Mail> {
  const token = newResetToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS).toISOString();
  await server.repos.emailChanges.open(account.userId, newEmail, resetTokenHash(token), now.toISOString(), expiresAt, trx);
  return emailChangeConfirmMail(language, newEmail, account.username, `${server.config.publicUrl}/email-change?token=${token}`);
}

/**
 * The old address is told that it is the account's no more, with a link that takes the account back
 * for 7 days (a password link of purpose `emailUndo`), made in `trx`. Answers that mail, to send once
 * `trx` commits.
 */
export async function offerEmailUndo(
  server: FastifyInstance,
  language: Language,
  account: EmailAccount,
  change: { oldEmail: string; newEmail: string | null },
  now: Date,
  trx: Kysely<Database>,
): Promise<Mail> {
  const token = newResetToken();
  const expiresAt = new Date(now.getTime() + EMAIL_UNDO_TTL_MS).toISOString();
  await server.repos.resetLinks.create(account.userId, resetTokenHash(token), now.toISOString(), expiresAt, trx, 'emailUndo', change.oldEmail);
  return emailChangedNoticeMail(language, change.oldEmail, account.username, change.newEmail, `${server.config.publicUrl}/forgot-password?token=${token}`);
}
