import { afterEach, beforeEach, vi } from 'vitest';

/** Pretends a 390 px wide phone, below MUI's `sm` breakpoint (600 px); the answer puts the screen back. */
export function pretendPhone(): () => void {
  const wide = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...wide(query), matches: /max-width:\s*599/.test(query) });
  return () => {
    window.matchMedia = wide;
  };
}

/** Every test of the enclosing `describe` on a phone, the screen put back after each. */
export function onPhonesInEachTest(): void {
  let putBack: () => void = () => undefined;
  beforeEach(() => {
    putBack = pretendPhone();
  });
  afterEach(() => putBack());
}

/** jsdom lays nothing out; a virtualised listbox needs a height to know which rows are in view (undone by `vi.restoreAllMocks`). */
export function layOutListboxes(): void {
  const size = (listbox: number) =>
    function (this: HTMLElement) {
      return this.getAttribute('role') === 'listbox' ? listbox : 0;
    };
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(size(320));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(size(316));
}
