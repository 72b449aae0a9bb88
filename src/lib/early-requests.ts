import type { ResponseSeen } from '../api';
import { httpClient } from './http-client';
import { getToken } from './session';

// How long an early answer waits to be taken: past this, the page asked for something else.
const KEEP_FOR_MS = 10_000;

/** A successful answer: its status and headers, and the envelope's data. */
export interface EarlyAnswer {
  status: number;
  headers: Record<string, string>;
  data: unknown;
}

const started = new Map<string, { at: number; answer: Promise<EarlyAnswer | undefined> }>();

/**
 * Sends a GET of the contract as the console boots, before the code that will want its answer
 * has loaded (the admin application is most of a first load). Nothing happens without a session.
 */
export function requestEarly(path: string): void {
  if (!getToken()) return;
  let seen: ResponseSeen | undefined;
  const answer = httpClient({ url: path, method: 'GET' }, { onResponse: (response) => (seen = response) }).then(
    (data) => (seen ? { status: seen.status, headers: seen.headers, data } : undefined),
    // A failure is left to the normal request, which the caller then sends and reports as usual.
    () => undefined,
  );
  started.set(path, { at: Date.now(), answer });
}

/** The early answer for this path, once: a successful one only, or nothing (then send it as usual). */
export async function takeEarly(path: string): Promise<EarlyAnswer | undefined> {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  if (Date.now() - early.at > KEEP_FOR_MS) return undefined;
  return early.answer;
}
