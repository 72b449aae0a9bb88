import { beforeAll, expect, it } from 'vitest';
import { budget } from './harness/budget.js';
import { describeHardening, report } from './harness/describe.js';
import { useServerWithWorld } from './harness/fixture.js';

interface Writer {
  tenantId: number;
  /** The highest sequence number the server acknowledged (200) for this tenant. */
  acknowledged: number;
  /** The highest one sent, acknowledged or not. */
  sent: number;
}

class UnexpectedAnswer extends Error {}

const sequenceOf = (remark: string) => Number(/^seq-(\d+)$/.exec(remark)?.[1] ?? -1);

describeHardening('durability: kill -9 during concurrent acknowledged writes', () => {
  const fixture = useServerWithWorld(budget.writers);
  let writers: Writer[];

  beforeAll(() => {
    writers = fixture.world.tenants.slice(1, budget.writers + 1).map((t) => ({ tenantId: t.tenantId, acknowledged: -1, sent: -1 }));
  });

  const write = async (writer: Writer): Promise<void> => {
    const sequence = writer.sent + 1;
    writer.sent = sequence;
    const response = await fetch(`${fixture.server.url}/api/v1/admin/tenant/${writer.tenantId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${fixture.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ remark: `seq-${sequence}` }),
    });
    if (response.status !== 200) throw new UnexpectedAnswer(`a write answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    writer.acknowledged = Math.max(writer.acknowledged, sequence);
  };

  const stored = async (tenantId: number): Promise<number> => {
    const response = await fetch(`${fixture.server.url}/api/v1/admin/tenant/${tenantId}`, { headers: { authorization: `Bearer ${fixture.adminToken}` } });
    const body = (await response.json()) as { data: { remark: string } };
    return sequenceOf(body.data.remark);
  };

  it('loses no acknowledged write and starts cleanly every time', async () => {
    let acknowledgedWrites = 0;
    const lost: string[] = [];
    for (let cycle = 0; cycle < budget.killCycles; cycle += 1) {
      let running = true;
      const counts = writers.map(() => 0);
      const loops = writers.map(async (writer, index) => {
        while (running) {
          try {
            await write(writer);
            counts[index] = (counts[index] ?? 0) + 1;
          } catch (error) {
            // A connection cut by the kill: that write was never acknowledged. Any answer but
            // 200 while the server ran is a failure of its own.
            if (error instanceof UnexpectedAnswer) lost.push(`cycle ${cycle}: ${error.message}`);
            return;
          }
        }
      });
      // A different moment in each cycle, and not before the writers together have had twice their
      // number of writes acknowledged: on a loaded machine a fixed time alone saw too few to test anything.
      await new Promise((resolve) => setTimeout(resolve, 300 + ((cycle * 137) % 700)));
      for (let waited = 0; counts.reduce((a, b) => a + b, 0) < 2 * writers.length && waited < 10_000; waited += 25) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const exit = await fixture.server.kill('SIGKILL');
      running = false;
      await Promise.all(loops);
      expect(exit).toBeNull();
      acknowledgedWrites += counts.reduce((a, b) => a + b, 0);

      await fixture.server.start();
      for (const writer of writers) {
        const sequence = await stored(writer.tenantId);
        if (sequence < writer.acknowledged) lost.push(`cycle ${cycle}: tenant ${writer.tenantId} holds seq-${sequence}, acknowledged seq-${writer.acknowledged}`);
        if (sequence > writer.sent) lost.push(`cycle ${cycle}: tenant ${writer.tenantId} holds seq-${sequence}, never sent`);
        // What the server holds now is the base for the next cycle.
        writer.acknowledged = Math.max(writer.acknowledged, sequence);
      }
    }
    expect(lost).toEqual([]);
    expect(acknowledgedWrites).toBeGreaterThan(budget.killCycles * writers.length);
    report('durability', { 'kill -9 cycles': budget.killCycles, writers: writers.length, 'writes acknowledged': acknowledgedWrites, lost: lost.length });
  });
});
