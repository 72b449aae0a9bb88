import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** `VITE_MOCK=1 npm run dev`: the console on the generated mocks, with no server. */
export async function startMockWorker(): Promise<void> {
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
}
