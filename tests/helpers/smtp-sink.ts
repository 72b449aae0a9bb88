import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ReceivedMail } from './mail.js';

export interface SmtpSink {
  url: string;
  /** Resolves with the next mail the server is handed (or one already waiting). */
  nextMail(timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, for the test to read. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void parseMail(Buffer.concat(chunks)).then((mail) => {
          const next = waiting.shift();
          if (next) next(mail);
          else received.push(mail);
          done();
        }, done);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMail(timeoutMs = 10_000) {
      const ready = received.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No mail within ${timeoutMs} ms`)), timeoutMs);
        waiting.push((mail) => {
          clearTimeout(timer);
          resolve(mail);
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
