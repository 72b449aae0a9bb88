const EMBEDDINGS = new Set(['\u202A', '\u202B', '\u202D', '\u202E']);
const POP_DIRECTIONAL_FORMATTING = '\u202C';
const ISOLATES = new Set(['\u2066', '\u2067', '\u2068']);
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * How many embeddings, overrides and isolates are still open where `text` reaches `index`, as the
 * Unicode bidirectional algorithm counts them (rules X1–X8: a PDF closes an embedding opened within
 * the same isolate only; a PDI closes its isolate and every embedding opened inside it). Text at an
 * index where none is open is laid out in the paragraph's own direction, whatever came before.
 */
export function openDirectionalScopes(text: string, index: number = text.length): number {
  const stack: ('embedding' | 'isolate')[] = [];
  for (const character of text.slice(0, index)) {
    if (EMBEDDINGS.has(character)) stack.push('embedding');
    else if (ISOLATES.has(character)) stack.push('isolate');
    else if (character === POP_DIRECTIONAL_FORMATTING) {
      if (stack.at(-1) === 'embedding') stack.pop();
    } else if (character === POP_DIRECTIONAL_ISOLATE && stack.includes('isolate')) {
      while (stack.pop() !== 'isolate');
    }
  }
  return stack.length;
}
