import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadFontFaces } from './components/font-faces';
import { ADMIN_MESSAGES, PUBLIC_MESSAGES, createI18n, preloadMessages } from './i18n/i18n';
import { readFont } from './lib/preferences';
import { adminLoadedOrLate, ConsoleShell, preloadAdmin, shellForAddress } from './shell/console-shell';
import { startFirstScreenRequests } from './shell/first-screen-requests';
import { preloadPublicPage } from './public/public-app';

async function startMocks(): Promise<void> {
  if (import.meta.env.VITE_MOCK !== '1') return;
  const { startMockWorker } = await import('./mocks/browser');
  await startMockWorker();
}

async function bootstrap(): Promise<void> {
  await startMocks();
  // The messages first (nothing renders without them), then the data, the code and the font, at once.
  preloadMessages(PUBLIC_MESSAGES);
  const shell = shellForAddress();
  if (shell === 'public') preloadPublicPage(window.location.pathname);
  else {
    startFirstScreenRequests(window.location);
    preloadAdmin();
    preloadMessages(ADMIN_MESSAGES);
  }
  loadFontFaces(readFont());
  const i18next = await createI18n();
  if (shell === 'admin') await adminLoadedOrLate(i18next);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <ConsoleShell i18next={i18next} />
    </StrictMode>,
  );
}

void bootstrap();
