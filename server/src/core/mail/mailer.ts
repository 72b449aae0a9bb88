import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter, TransportOptions } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where a mail went. */
export interface SentMail {
  /** Without SMTP: the file of `DATA_DIR/outbox/` that holds it. */
  outboxFile?: string;
}

export interface Mailer {
  /** Resolves once the mail is handed to the SMTP server, or written to the outbox. */
  send(mail: Mail): Promise<SentMail>;
}

/**
 * A transport made on the first mail: nodemailer is loaded then, not at start (mail is rare, and
 * the library costs an idle server ~10 MB of memory).
 */
function lazyTransport(options: string | TransportOptions | Record<string, unknown>): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options as TransportOptions)));
}

/** Through the SMTP server of `SMTP_URL` (`smtp://` with STARTTLS when offered, `smtps://` for TLS). */
function smtpMailer(url: string, from: string): Mailer {
  const transport = lazyTransport(url);
  return {
    async send(mail) {
      await (await transport()).sendMail({ from, ...mail });
      return {};
    },
  };
}

/** Without SMTP: each mail as an `.eml` file in `DATA_DIR/outbox/`, readable by any mail program. */
function outboxMailer(dataDir: string, from: string): Mailer {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = path.join(dataDir, 'outbox');
  let written = 0;
  return {
    async send(mail) {
      const info = (await (await transport()).sendMail({ from, ...mail })) as { message: Buffer };
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      // Named so that the names sort in the order the mails were written, within a millisecond too.
      written += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(written).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
      // Written whole under another name, then renamed: whoever watches the outbox never reads half a mail.
      // The mail holds a working link: only the server's own user may read it.
      const partial = path.join(outbox, `.${name}.part`);
      const file = path.join(outbox, name);
      await fs.writeFile(partial, info.message, { mode: 0o600 });
      await fs.rename(partial, file);
      return { outboxFile: file };
    },
  };
}

export function createMailer(options: { smtpUrl: string | undefined; mailFrom: string; dataDir: string }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.mailFrom) : outboxMailer(options.dataDir, options.mailFrom);
}
