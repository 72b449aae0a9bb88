/**
 * CSV as spreadsheet programs read it (RFC 4180, CRLF), made safe to open: a cell that a
 * spreadsheet would run as a formula is preceded by an apostrophe (OWASP's advice for CSV
 * injection).
 */

/**
 * What a formula may start with: `= + - @`, their full-width forms (`＝ ＋ － ＠`, which
 * spreadsheets set up for East Asian input take as the ASCII ones) and their small forms, and any
 * white space or line break, which spreadsheets skip before reading a formula.
 */
const FORMULA_START = /^[\s=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/;

/** UTF-8's byte-order mark: without it, spreadsheet programs read Chinese as mojibake. */
export const BYTE_ORDER_MARK = '\ufeff';

export function csvCell(value: string | number | boolean): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: (string | number | boolean)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
