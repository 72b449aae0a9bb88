import { describe, expect, it } from 'vitest';
import { patientFetch } from '../../../packages/client/src/cli/patient-fetch.js';

/** A fetch that answers these in turn, counting the calls. */
function answering(...answers: Response[]) {
  const sent: string[] = [];
  const send = (async (input: Parameters<typeof fetch>[0]) => {
    sent.push(String(input));
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return answer;
  }) as typeof fetch;
  return { send, sent };
}
const limited = (seconds: string) => new Response('{"code":42900}', { status: 429, headers: { 'retry-after': seconds } });

describe('tenant-console waits out rate limits', () => {
  it('sends a call refused 429 again after its Retry-After, saying so, and answers what came then', async () => {
    const { send, sent } = answering(limited('3'), limited('1'), new Response('{"code":0}', { status: 200 }));
    const waits: number[] = [];
    const slept: number[] = [];
    const patient = patientFetch(send, (seconds) => waits.push(seconds), async (ms) => void slept.push(ms));
    const answer = await patient('http://console.test/api/v1/users');
    expect(answer.status).toBe(200);
    expect(sent).toHaveLength(3);
    expect(waits).toEqual([3, 1]);
    expect(slept).toEqual([3000, 1000]);
  });

  it('gives up, answering the refusal, after five tries, on a wait over two minutes, or without Retry-After', async () => {
    const never = answering(...Array.from({ length: 6 }, () => limited('1')));
    expect((await patientFetch(never.send, () => undefined, async () => undefined)('http://console.test/x')).status).toBe(429);
    expect(never.sent).toHaveLength(5);
    const long = answering(limited('3600'));
    expect((await patientFetch(long.send, () => undefined, async () => undefined)('http://console.test/x')).status).toBe(429);
    expect(long.sent).toHaveLength(1);
    const none = answering(new Response('{"code":42901}', { status: 429 }));
    expect((await patientFetch(none.send, () => undefined, async () => undefined)('http://console.test/x')).status).toBe(429);
    expect(none.sent).toHaveLength(1);
  });
});
