import fp from 'fastify-plugin';
import { BackgroundWork } from '../../core/background-work.js';
import { createMailer } from '../../core/mail/mailer.js';

/** The mailer of `SMTP_URL`, or the outbox in `DATA_DIR` when it is unset, and the mails sent after an answer. */
export default fp(
  async (app) => {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    const mailer = createMailer({ smtpUrl, mailFrom, dataDir });
    // A span per mail sent, a child of the request or the work that sent it, when the server traces.
    app.decorate('mailer', { send: (mail) => app.tracing.inSpan('mail.send', { 'mail.transport': smtpUrl === undefined ? 'outbox' : 'smtp' }, () => mailer.send(mail)) });
    const mailsAfterAnswer = new BackgroundWork((error) => app.log.error({ err: error }, 'Mails sent after an answer stopped'));
    app.decorate('mailsAfterAnswer', mailsAfterAnswer);
    app.addHook('onClose', async () => mailsAfterAnswer.stop());
  },
  { name: 'mail', dependencies: ['config', 'tracing'] },
);
