import Papa from 'papaparse';
import type { InvitationBatchRow, InvitationCreate } from '../../generated/model';
import { inviteUserBody } from '../../generated/zod/users/users.zod';

/** Rows a batch takes at most, as the contract's `InvitationBatch` says. */
export const BATCH_ROWS_MAX = 10_000;

/** A row of the file as read: its line among the data rows (from 1), and what to send or why not. */
export type FileRow = { line: number; email: string } & ({ invitation: InvitationCreate } | { problem: 'email' | 'role' | 'username' | 'displayName' });

/** The names a column may have in the file's first line, English or Chinese, any case. */
const COLUMNS: Record<keyof InvitationCreate, readonly string[]> = {
  email: ['email', 'e-mail', 'mail', '邮箱', '电子邮箱'],
  role: ['role', '角色'],
  displayName: ['name', 'display name', 'displayname', '姓名', '显示名称'],
  username: ['username', 'user name', '用户名'],
};
const ROLES: Record<string, InvitationCreate['role']> = { member: 'member', owner: 'owner', 成员: 'member', 所有者: 'owner' };

/** Where each column is: from the first line's names, or, without them, email, role and name in that order. */
function columnsOf(first: readonly string[]): { header: boolean; at: Partial<Record<keyof InvitationCreate, number>> } {
  const at: Partial<Record<keyof InvitationCreate, number>> = {};
  first.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    for (const [field, names] of Object.entries(COLUMNS) as [keyof InvitationCreate, readonly string[]][]) if (names.includes(name)) at[field] = index;
  });
  if (at.email !== undefined) return { header: true, at };
  return { header: false, at: { email: 0, role: 1, displayName: 2 } };
}

/** One row as the contract takes it, checked by the contract's own rules, or the first field that breaks them. */
function rowOf(cells: readonly string[], at: Partial<Record<keyof InvitationCreate, number>>, line: number): FileRow {
  const cell = (field: keyof InvitationCreate) => (at[field] === undefined ? '' : (cells[at[field]] ?? '').trim());
  const email = cell('email');
  const role = ROLES[cell('role').toLowerCase()];
  const invitation: InvitationCreate = { email, role: role ?? 'member' };
  if (cell('username') !== '') invitation.username = cell('username');
  if (cell('displayName') !== '') invitation.displayName = cell('displayName');
  const checked = inviteUserBody.safeParse(invitation);
  if (role === undefined) return { line, email, problem: 'role' };
  if (!checked.success) return { line, email, problem: (checked.error.issues[0]?.path[0] as 'email' | 'username' | 'displayName' | undefined) ?? 'email' };
  return { line, email, invitation };
}

/** The file's rows: a first line naming the columns is optional; blank lines are skipped. */
export function readInvitationFile(text: string): FileRow[] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [first = []] = data;
  const { header, at } = columnsOf(first);
  return (header ? data.slice(1) : data).map((cells, index) => rowOf(cells, at, index + 1));
}

/** The outcome of one row of the file, as a download lists it. */
export interface FileOutcome {
  line: number;
  email: string;
  outcome: InvitationBatchRow['outcome'] | 'invalid';
  username?: string;
  message?: string;
}

/** Every row's outcome in the file's order: the server's for those sent, the file's own problems for the rest. */
export function outcomesOf(rows: readonly FileRow[], answered: readonly InvitationBatchRow[], problem: (row: FileRow) => string): FileOutcome[] {
  let sent = 0;
  return rows.map((row) => {
    if (!('invitation' in row)) return { line: row.line, email: row.email, outcome: 'invalid', message: problem(row) };
    const answer = answered[sent];
    sent += 1;
    return { line: row.line, email: row.email, outcome: answer?.outcome ?? 'invalid', ...(answer?.username && { username: answer.username }), ...(answer?.message && { message: answer.message }) };
  });
}

/**
 * What a spreadsheet would run as a formula, as the server's exports guard it (OWASP's advice on
 * CSV injection): `= + - @`, their full-width and small forms, and white space before them.
 */
const FORMULA_START = /^[\s=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/;

/** The outcomes as a CSV to download (UTF-8 with its byte-order mark, which spreadsheets need for Chinese), in the reader's words. */
export function outcomesCsv(outcomes: readonly FileOutcome[], words: { headings: readonly string[]; outcome: (outcome: FileOutcome['outcome']) => string }): string {
  const csv = Papa.unparse(
    { fields: [...words.headings], data: outcomes.map((row) => [row.line, row.email, words.outcome(row.outcome), row.username ?? '', row.message ?? '']) },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  return `\uFEFF${csv}`;
}
