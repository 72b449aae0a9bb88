import { afterEach, describe, expect, it } from 'vitest';
import { type Check, couldMatch, implOf, selectorEngineOf } from './style-rule-prefilter';

// The console suite's setup installs the prefilter (setup.ts): these hold that it is there, that it
// never turns away a rule jsdom would apply, and that the pages' styles still cascade through it.

const page = `
  <main id="app" class="shell">
    <ul class="MuiList-root css-1a2b3c-root">
      <li class="MuiChip-root css-9z8y7x-root Mui-disabled" data-state="off">
        <svg class="MuiChip-icon" viewBox="0 0 24 24"><foreignObject></foreignObject></svg>
        <span class="MuiChip-label">Label</span>
      </li>
      <li hidden>Gone</li>
    </ul>
    <button type="button" class="MuiButton-root css-4d5e6f-root">Save</button>
    <a href="#top">Top</a>
  </main>`;

/** Selectors of the kinds the console's sheets and jsdom's default sheet hold. */
const selectors = [
  '.css-9z8y7x-root',
  '.css-9z8y7x-root.Mui-disabled',
  '.css-9z8y7x-root:hover',
  '.css-9z8y7x-root .MuiChip-icon',
  '.css-1a2b3c-root > li',
  '.css-1a2b3c-root>li+li',
  'li ~ li',
  '.css-4d5e6f-root::-moz-focus-inner',
  '.css-4d5e6f-root::before',
  'main#app .MuiChip-label',
  '#app',
  '#other',
  'ul li:not(.Mui-disabled)',
  'li:is(.Mui-disabled, .other)',
  ':where(.shell) span',
  '[hidden]',
  '[data-state="off" i]',
  'li[data-state]',
  '[viewBox]',
  'svg[viewBox]',
  '[DATA-STATE]',
  'html, body',
  'address, blockquote, div, ul, li',
  'BUTTON',
  'foreignobject',
  'foreignObject',
  'svg|foreignObject',
  'a:link',
  ':link, :visited',
  'span',
  '*',
  '.MuiChip-label, .nothing',
  '.shell .MuiList-root li .MuiChip-label',
];

/** Whether jsdom's cascade applies a rule with `selector` to `element` when it asks `check`, as its `matches` does. */
function appliesThrough(check: Check, selector: string, element: Element): boolean {
  try {
    const { match, pseudoElement } = check(selector, implOf(element));
    return Boolean(match) && pseudoElement === null;
  } catch {
    return false;
  }
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the console suite's style-rule prefilter", () => {
  it("sits in front of jsdom's selector engine", () => {
    expect(selectorEngineOf(document).check.unfiltered).toBeTypeOf('function');
  });

  it('turns a rule away only where jsdom would not apply it to the element', () => {
    document.body.innerHTML = page;
    const { check } = selectorEngineOf(document);
    const unfiltered = check.unfiltered;
    if (unfiltered === undefined) throw new Error('the prefilter is not installed');
    let turnedAway = 0;
    for (const element of document.body.querySelectorAll('*')) {
      for (const selector of selectors) {
        const applies = appliesThrough(unfiltered, selector, element);
        expect({ selector, element: element.outerHTML.slice(0, 60), applies: appliesThrough(check, selector, element) }).toEqual({
          selector,
          element: element.outerHTML.slice(0, 60),
          applies,
        });
        if (!couldMatch(selector, implOf(element))) turnedAway += 1;
      }
    }
    // Most pairs are settled without jsdom's matcher, or the prefilter saves nothing.
    expect(turnedAway).toBeGreaterThan((document.body.querySelectorAll('*').length * selectors.length) / 2);
  });

  it('leaves the cascade as jsdom computes it: hidden, shown, coloured by class, attribute and list', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<style id="prefilter-sheet">
        .css-1a2b3c-root .MuiChip-icon { display: none }
        li:not(.Mui-disabled) { visibility: hidden }
        [data-state="off"] .MuiChip-label { color: rgb(1, 2, 3) }
        .nothing, button.css-4d5e6f-root { color: rgb(4, 5, 6) }
      </style>`,
    );
    document.body.innerHTML = page;
    const style = (selector: string): CSSStyleDeclaration => getComputedStyle(document.querySelector(selector) as Element);
    expect(style('.MuiChip-icon').display).toBe('none');
    expect(style('.MuiChip-root').visibility).toBe('visible');
    expect(style('li[hidden]').visibility).toBe('hidden');
    expect(style('li[hidden]').display).toBe('none');
    expect(style('.MuiChip-label').color).toBe('rgb(1, 2, 3)');
    expect(style('button').color).toBe('rgb(4, 5, 6)');
    document.querySelector('.MuiChip-root')?.classList.remove('Mui-disabled');
    expect(style('.MuiChip-root').visibility).toBe('hidden');
    document.getElementById('prefilter-sheet')?.remove();
  });
});
