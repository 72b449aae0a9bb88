/**
 * jsdom answers `getComputedStyle` by testing every rule of every style sheet against the element:
 * its own default sheet's ≈ 120 and, by the end of a file, over a thousand of MUI's through emotion.
 * Testing Library asks for the style of each candidate and its ancestors on every query and every
 * poll of a `findBy*`, and user-event before every click: on `users.test.tsx`, 61% of the file's time
 * went to matching selectors like `.css-1x2y3z-root .MuiChip-icon` or `blockquote, figure` against
 * elements that could never match them.
 *
 * This answers "no" at once where no selector of the rule's list can match the element by its last
 * compound's tag, id, classes and attributes, or where that compound is a pseudo-element (which jsdom's cascade
 * never applies), and asks jsdom's own matcher in every other case, so every computed style is the
 * one jsdom would give. It reaches into jsdom's internals (the document's `_domSelector.check`, which
 * only the cascade calls); `style-rule-prefilter.test.ts` fails when an upgrade moves them.
 */

interface CheckResult {
  match: boolean;
  pseudoElement: string | null;
}
/** jsdom's own element object (not the one scripts see): what the cascade hands the matcher. */
export interface ElementImpl {
  localName: string;
  classList: { contains(token: string): boolean };
  getAttributeNS(namespace: string | null, name: string): string | null;
}
export type Check = (selector: string, element: ElementImpl, options?: object) => CheckResult;

/** What an element must be to match one selector of a list, read from its last compound. */
interface Subject {
  tag?: string;
  id?: string;
  classes: readonly string[];
  attributes: readonly string[];
  pseudoElement: boolean;
}

/**
 * The text outside parentheses and brackets, each attribute selector kept as `[name]` alone, or
 * `undefined` when they do not balance.
 */
function outsideGroups(text: string): string | undefined {
  let outside = '';
  let depth = 0;
  let attribute: string | undefined;
  for (const character of text) {
    if (character === '[' && depth === 0) attribute = '';
    else if (character === ']' && depth === 0 && attribute !== undefined) {
      // A name with capitals may stand for one written otherwise on the element (SVG's viewBox): ask jsdom.
      const name = /^\s*([\w-]+)/.exec(attribute)?.[1] ?? '';
      outside += `[${name === name.toLowerCase() ? name : ''}]`;
      attribute = undefined;
    } else if (attribute !== undefined) attribute += character;
    else if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (depth === 0) outside += character;
  }
  return depth === 0 && attribute === undefined ? outside : undefined;
}

/**
 * The subject of each selector in `selectorList`: `undefined` when that cannot be read simply (an
 * escape, a namespace), and the caller then asks jsdom.
 */
export function subjectsOf(selectorList: string): readonly Subject[] | undefined {
  if (/[\\|]/.test(selectorList)) return undefined;
  const outside = outsideGroups(selectorList);
  if (outside === undefined) return undefined;
  return outside.split(',').map((selector) => {
    const compounds = selector.trim().split(/\s*[\s>+~]\s*/);
    const compound = compounds[compounds.length - 1] ?? '';
    const tag = /^[a-zA-Z][\w-]*/.exec(compound)?.[0]?.toLowerCase();
    const id = /#(-?[_a-zA-Z][\w-]*)/.exec(compound)?.[1];
    const classes = [...compound.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((found) => found[1] ?? '');
    // `[]` stands for an attribute selector whose name is left to jsdom.
    const attributes = [...compound.matchAll(/\[([\w-]+)\]/g)].map((found) => found[1] ?? '');
    return { tag, id, classes, attributes, pseudoElement: compound.includes('::') };
  });
}

function mayMatch(subject: Subject, element: ElementImpl): boolean {
  if (subject.pseudoElement) return false;
  if (subject.tag !== undefined && subject.tag !== element.localName.toLowerCase()) return false;
  if (subject.id !== undefined && subject.id !== element.getAttributeNS(null, 'id')) return false;
  return subject.classes.every((name) => element.classList.contains(name)) && subject.attributes.every((name) => element.getAttributeNS(null, name) !== null);
}

/** Whether `element` could match some selector of `selectorList`; `false` only where none can. */
export function couldMatch(selectorList: string, element: ElementImpl, subjects = subjectsOf(selectorList)): boolean {
  return subjects === undefined || subjects.some((subject) => mayMatch(subject, element));
}

/** jsdom's object behind a node, which its selector engine is handed. */
export function implOf(node: Node): ElementImpl {
  const impl = Object.getOwnPropertySymbols(node).find((symbol) => symbol.description === 'impl');
  const object = impl === undefined ? undefined : (node as unknown as Record<symbol, ElementImpl | undefined>)[impl];
  if (object === undefined) throw new Error('jsdom no longer keeps a node behind its "impl" symbol: update style-rule-prefilter.ts');
  return object;
}

/** jsdom's selector engine behind `document`, whose `check` the cascade calls once per rule. */
export function selectorEngineOf(document: Document): { check: Check & { unfiltered?: Check } } {
  const engine = (implOf(document) as unknown as { _domSelector?: { check?: unknown } })._domSelector;
  if (typeof engine?.check !== 'function') throw new Error("jsdom's document no longer holds its selector engine at _domSelector.check: update style-rule-prefilter.ts");
  return engine as { check: Check };
}

export function prefilterStyleRules(document: Document): void {
  // Outside standards mode classes match whatever their case: leave every rule to jsdom.
  if (document.compatMode !== 'CSS1Compat') return;
  const engine = selectorEngineOf(document);
  const unfiltered = engine.check;
  const subjects = new Map<string, readonly Subject[] | undefined>();
  const check: Check = (selector, element, options) => {
    if (!subjects.has(selector)) subjects.set(selector, subjectsOf(selector));
    if (!couldMatch(selector, element, subjects.get(selector))) return { match: false, pseudoElement: null };
    return unfiltered(selector, element, options);
  };
  engine.check = Object.assign(check, { unfiltered });
}
