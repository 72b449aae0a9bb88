import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The payload, when its signature verified with the secret in force. */
  payload: { type: string; timestamp: string; data: Record<string, unknown> } | undefined;
}

/** How the receiver answers the next request: a status, or no answer for this long. */
export type Answer = { status: number; body?: string } | { hangMs: number };

/**
 * A receiver of webhooks on 127.0.0.1, as a customer would write one: it verifies each request's
 * Standard Webhooks signature with the `standardwebhooks` package and answers as told.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  private answers: Answer[] = [];
  private fallback: Answer = { status: 200, body: 'ok' };
  secret = '';
  private readonly waiters: (() => void)[] = [];

  private constructor(private readonly server: http.Server) {}

  static async start(): Promise<WebhookReceiver> {
    const receiver: WebhookReceiver = new WebhookReceiver(http.createServer((request, response) => receiver.handle(request, response)));
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** The next requests are answered so, in turn; after them, `fallback`. */
  answer(...answers: Answer[]): void {
    this.answers.push(...answers);
  }

  answerAlways(answer: Answer): void {
    this.fallback = answer;
  }

  /** Resolves once `count` requests have arrived in all. */
  async waitFor(count: number, timeoutMs = 10_000): Promise<Received[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`Only ${this.received.length} of ${count} webhook requests arrived within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.received;
  }

  verify(received: Received, secret: string): boolean {
    try {
      new Webhook(secret).verify(received.body, {
        'webhook-id': String(received.headers['webhook-id']),
        'webhook-timestamp': String(received.headers['webhook-timestamp']),
        'webhook-signature': String(received.headers['webhook-signature']),
      });
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const received: Received = { headers: request.headers, body, payload: undefined };
      if (this.secret !== '' && this.verify(received, this.secret)) received.payload = JSON.parse(body) as Received['payload'];
      this.received.push(received);
      for (const wake of this.waiters.splice(0)) wake();
      const answer = this.answers.shift() ?? this.fallback;
      if ('hangMs' in answer) {
        setTimeout(() => response.end('late'), answer.hangMs).unref();
        return;
      }
      response.statusCode = answer.status;
      response.end(answer.body ?? '');
    });
  }
}
