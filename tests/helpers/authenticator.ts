import { generate } from 'otplib';

/**
 * The code an authenticator app shows for `secret`, now or `stepsAhead` time steps later (a
 * later step is how a test gets a fresh code without waiting 30 seconds; the server accepts
 * the step after the current one, for clocks that run ahead).
 */
export function authenticatorCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/** The secret in an `otpauth://` address, as an app reads it from the QR code. */
export function secretOfUri(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}
