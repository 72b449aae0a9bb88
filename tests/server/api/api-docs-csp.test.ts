import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, startTestApp, type TestApp } from '../../helpers/test-app.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (csp: string, name: string) => (new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(csp)?.[1] ?? '').trim().split(/\s+/);

describeApi('the API reference at /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it("allows by hash exactly the inline styles its scripts insert, and no 'unsafe-inline'", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    // Every style the page's scripts write into a <style> element (React's createElement("style", null, text)).
    const styles: string[] = [];
    for (const src of page.body.matchAll(/<script src="([^"]+)"/g)) {
      const url = new URL(src[1] ?? '', 'http://docs.test/api/docs/').pathname;
      const script = await t.app.inject({ method: 'GET', url });
      expect(script.statusCode, url).toBe(200);
      for (const match of script.body.matchAll(/createElement\("style",null,("(?:[^"\\]|\\.)*")\)/g)) styles.push(JSON.parse(match[1] ?? '""') as string);
    }
    // Swagger UI's logo: the style Chrome refused ("Applying inline style violates … style-src").
    expect(styles).toContain('.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}');
    const allowed = directive(csp, 'style-src').filter((source) => source.startsWith("'sha256-"));
    expect(allowed.sort()).toEqual([...new Set(styles.map(sha256))].sort());
    expect(directive(csp, 'style-src')).not.toContain("'unsafe-inline'");
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it("leaves the console's policy as it was: no hash of the docs page's styles in it", async () => {
    const docs = String((await t.app.inject({ method: 'GET', url: '/api/docs/' })).headers['content-security-policy']);
    const consolePolicy = String((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' })).headers['content-security-policy']);
    expect(consolePolicy).not.toBe('undefined');
    expect(consolePolicy).not.toContain('sha256-');
    expect(consolePolicy).not.toBe(docs);
  });
});
