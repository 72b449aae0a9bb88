import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { forgetSignUpPolicy } from '../../src/components/use-sign-up-policy';
// The contract's one mutator, pointed at the console's session as the console's entry point does.
import '../../src/lib/http-client';
import { server } from './msw-server';

// jsdom has no matchMedia; a browser with no preferences answers "no" to every query.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// A ceiling on waiting for the page, not a speed check: shared machines render slowly at times, and
// `npm test` runs the browser suites beside this one.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  // A navigation react-admin left queued (it redirects from a timer) lands now, not in the next test.
  await new Promise((resolve) => setTimeout(resolve, 20));
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  // Each test is a fresh tab: no server setting remembered from the last one.
  forgetSignUpPolicy();
});
afterAll(() => server.close());
