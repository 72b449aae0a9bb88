import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The password reset, invitation or sign-up link in the mail, if it holds one. */
  link: string | undefined;
  /** The link's token. */
  token: string | undefined;
}

/** A mail as a person's mail program would show it. */
export async function parseMail(source: Buffer | string): Promise<ReceivedMail> {
  const parsed = await simpleParser(source);
  const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
  const text = parsed.text ?? '';
  const link = /https?:\/\/\S+\/(?:forgot-password|invitation|email-change|sign-up)\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  return {
    to,
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    link,
    token: link === undefined ? undefined : new URL(link).searchParams.get('token') ?? undefined,
  };
}

/**
 * The mails in `DATA_DIR/outbox/`, waiting until there are at least `count` (the server writes
 * them after it answers). Oldest first.
 */
export async function outboxMails(dataDir: string, count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort() : [];
    if (names.length >= count) return Promise.all(names.map((name) => parseMail(fs.readFileSync(path.join(outbox, name)))));
    if (Date.now() > deadline) throw new Error(`${names.length} mails in the outbox after ${timeoutMs} ms, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The mails in `DATA_DIR/outbox/` to one address (in any case), waiting until there are at least `count` of
 * them (the server writes them after it answers). Oldest first.
 */
export async function outboxMailsTo(dataDir: string, address: string, count = 1, timeoutMs = 10_000): Promise<ReceivedMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort() : [];
    const mails = (await Promise.all(names.map((name) => parseMail(fs.readFileSync(path.join(outbox, name)))))).filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} mails to ${address} in the outbox after ${timeoutMs} ms, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
