import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../../server/src/core/validation/json-depth.js';

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('the nesting limit of JSON bodies', () => {
  it('allows exactly the limit and refuses one more', () => {
    expect(MAX_JSON_DEPTH).toBe(32);
    expect(nestsDeeperThan(arrays(32))).toBe(false);
    expect(nestsDeeperThan(arrays(33))).toBe(true);
    expect(nestsDeeperThan(`{"a":${arrays(31)}}`)).toBe(false);
    expect(nestsDeeperThan(`{"a":{"b":${arrays(31)}}}`)).toBe(true);
  });

  it('counts depth, not the number of brackets: siblings do not add up', () => {
    expect(nestsDeeperThan(`[${Array.from({ length: 1000 }, () => arrays(31)).join(',')}]`)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '['.repeat(100) }))).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: `\\"${'{'.repeat(100)}` }))).toBe(false);
    expect(nestsDeeperThan(`["\\\\",${arrays(40)}]`)).toBe(true);
  });

  it('decides a megabyte of brackets in one pass, without recursion', () => {
    expect(nestsDeeperThan(arrays(500_000))).toBe(true);
  });
});
