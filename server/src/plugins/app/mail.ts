import fp from 'fastify-plugin';
import { createMailer } from '../../core/mail/mailer.js';

/** The mailer of `SMTP_URL`, or the outbox in `DATA_DIR` when it is unset. */
export default fp(
  async (app) => {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    const mailer = createMailer({ smtpUrl, mailFrom, dataDir });
    // A span per mail sent, a child of the request or the work that sent it, when the server traces.
    app.decorate('mailer', { send: (mail) => app.tracing.inSpan('mail.send', { 'mail.transport': smtpUrl === undefined ? 'outbox' : 'smtp' }, () => mailer.send(mail)) });
  },
  { name: 'mail', dependencies: ['config', 'tracing'] },
);
