import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { forgetSignUpPolicy } from '../../src/components/use-sign-up-policy';
// The contract's one mutator, pointed at the console's session as the console's entry point does.
import '../../src/lib/http-client';
import { server } from './msw-server';
import { prefilterStyleRules } from './style-rule-prefilter';

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

prefilterStyleRules(document);

// A ceiling on waiting for the page, not a speed check: shared machines render slowly at times, and
// `npm test` runs the browser suites beside this one.
configure({
  asyncUtilTimeout: 15_000,
  // Testing Library prints the whole page into every miss of a query, and a findBy* or waitFor
  // misses on every poll until the page is ready: about a fifth of this suite's time went to
  // printing pages nobody read. A miss says only what was looked for; a failed test prints the page
  // once, below.
  getElementError(message) {
    const error = new Error(message ?? 'No such element');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async ({ task }) => {
  // eslint-disable-next-line no-console -- the page a failed test saw, for whoever reads the failure
  if (task.result?.state === 'fail') console.log(`The page when "${task.name}" failed:\n${prettyDOM(document.body, 100_000)}`);
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
