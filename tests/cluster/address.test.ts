import { expect, it } from 'vitest';
import { cluster, describeCluster } from './harness/cluster.js';

describeCluster('the address the cluster prints', () => {
  it('serves the console, through HAProxy, and its API beside it', async () => {
    const page = await fetch(`${cluster.url}/sign-in`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<div id="root">');
    const ready = await fetch(`${cluster.url}/readyz`);
    expect(ready.status).toBe(200);
  });
});
