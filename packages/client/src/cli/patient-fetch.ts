/** The longest wait for a rate limit the command accepts before it gives the refusal up. */
const LONGEST_WAIT_SECONDS = 120;
const TRIES = 5;

/**
 * A fetch that waits out rate limits: an answer 429 with `Retry-After` is sent again after that
 * many seconds (at most 2 minutes, 5 tries), so that an export of many tenants with a token
 * limited to `API_TOKEN_RATE_LIMIT` calls a minute takes longer rather than failing halfway.
 */
export function patientFetch(send: typeof fetch, onWait: (seconds: number) => void, sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))): typeof fetch {
  return async (input, init) => {
    for (let tried = 1; ; tried += 1) {
      const response = await send(input, init);
      const retryAfter = response.headers.get('retry-after');
      const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
      if (response.status !== 429 || tried === TRIES || !(seconds >= 0 && seconds <= LONGEST_WAIT_SECONDS)) return response;
      await response.body?.cancel();
      onWait(seconds);
      await sleep(seconds * 1000);
    }
  };
}
