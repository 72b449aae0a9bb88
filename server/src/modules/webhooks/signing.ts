import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The `webhook-signature` header: one `v1,…` signature per secret (the current one, and during a
 * rotation the previous one too), separated by spaces, as the Standard Webhooks format allows.
 */
export function signatureHeader(secrets: readonly string[], messageId: string, sentAt: Date, payload: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, sentAt, payload)).join(' ');
}
