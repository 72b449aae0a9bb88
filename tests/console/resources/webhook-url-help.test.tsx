import { screen } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKey } from '../../../src/lib/storage-keys';
import { ok, signIn } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { serveWebhooks } from '../webhook-server';

/** Issue 55: the URL's help said "https:// only" on a server that accepts http://127.0.0.1. */
describe('the webhook URL’s help', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signIn();
    localStorage.setItem(StorageKey.currentTenantId, '2');
  });

  it('says https:// only where the server refuses private addresses', async () => {
    serveWebhooks([]);
    await renderConsole('/webhooks/create');
    expect(await screen.findByText('https:// only; private and loopback addresses are refused')).toBeInTheDocument();
  });

  it.each([
    ['en', 'https:// or http://; this server also accepts private and loopback addresses'],
    ['zh', 'https:// 或 http://；本服务器也接受内网地址和本机地址'],
  ] as const)('in %s, says what a server running with WEBHOOK_ALLOW_PRIVATE_NETWORK accepts', async (language, help) => {
    serveWebhooks([]);
    server.use(http.get('*/v1/webhook-url-policy', () => ok({ allowPrivateNetwork: true })));
    await renderConsole('/webhooks/create', language);
    expect(await screen.findByText(help)).toBeInTheDocument();
  });
});
