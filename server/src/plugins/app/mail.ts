import fp from 'fastify-plugin';
import { createMailer } from '../../core/mail/mailer.js';

/** The mailer of `SMTP_URL`, or the outbox in `DATA_DIR` when it is unset. */
export default fp(
  async (app) => {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    app.decorate('mailer', createMailer({ smtpUrl, mailFrom, dataDir }));
  },
  { name: 'mail', dependencies: ['config'] },
);
