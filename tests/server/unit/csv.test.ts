import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../../../server/src/core/lists/csv.js';

describe('CSV cells a spreadsheet would run as formulas', () => {
  it.each([
    ['an equals sign', '=1+1', "'=1+1"],
    ['a plus sign', '+1+1', "'+1+1"],
    ['a minus sign', '-1+1', "'-1+1"],
    ['an at sign', '@SUM(A1)', "'@SUM(A1)"],
    ['a space before a formula', ' =1+1', "' =1+1"],
    ['a tab', '\t=1+1', "'\t=1+1"],
    ['a carriage return', '\r=1+1', "\"'\r=1+1\""],
    ['a line feed', '\n=1+1', "\"'\n=1+1\""],
    ['an ideographic space', '\u3000=1+1', "'\u3000=1+1"],
    ['a full-width equals sign', '＝1+1', "'＝1+1"],
    ['a full-width plus sign', '＋1+1', "'＋1+1"],
    ['a full-width minus sign', '－1+1', "'－1+1"],
    ['a full-width at sign', '＠SUM(A1)', "'＠SUM(A1)"],
    ['a small equals sign', '\uFE661+1', "'\uFE661+1"],
  ])('are defused when they start with %s', (_name, value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    ['plain text', 'acme', 'acme'],
    ['Chinese', '重要客户', '重要客户'],
    ['a formula sign later in the text', 'a=1+1', 'a=1+1'],
    ['a full-width sign later in the text', '客户＝重要', '客户＝重要'],
  ])('are left alone when they start with anything else: %s', (_name, value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes numbers and flags as they are: a negative number is a number, not a formula', () => {
    expect(csvRow([-5, true, 'x'])).toBe('-5,true,x\r\n');
  });

  it('quotes a defused cell that holds a quote, a comma or a line break', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","a, b")')).toBe('"\'=HYPERLINK(""http://evil.example"",""a, b"")"');
  });
});
