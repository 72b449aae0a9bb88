import { describe, expect, it } from 'vitest';
import { outcomesCsv, outcomesOf, readInvitationFile } from '../../../src/features/invitations/invitation-file';

describe('reading a file of invitations', () => {
  it('reads the columns its first line names, in any order, English or Chinese, quoted or not', () => {
    expect(readInvitationFile('\uFEFFRole,Name,Email\r\nowner,"Wei, Li",li.wei@example.com\r\n\r\nmember,,chen@example.com\r\n')).toEqual([
      { line: 1, email: 'li.wei@example.com', invitation: { email: 'li.wei@example.com', role: 'owner', displayName: 'Wei, Li' } },
      { line: 2, email: 'chen@example.com', invitation: { email: 'chen@example.com', role: 'member' } },
    ]);
    expect(readInvitationFile('邮箱,角色,用户名\nzhang@example.com,所有者,zhang-san\n')).toEqual([
      { line: 1, email: 'zhang@example.com', invitation: { email: 'zhang@example.com', role: 'owner', username: 'zhang-san' } },
    ]);
  });

  it('takes email, role and name in that order when the first line names no column', () => {
    expect(readInvitationFile('li.wei@example.com,MEMBER,Li Wei\n')).toEqual([
      { line: 1, email: 'li.wei@example.com', invitation: { email: 'li.wei@example.com', role: 'member', displayName: 'Li Wei' } },
    ]);
  });

  it('marks each row the contract would refuse with the field at fault, and sends none of them', () => {
    const rows = readInvitationFile('email,role,username\nnot an address,member,\nok@example.com,admin,\nok2@example.com,owner,-bad\n');
    expect(rows).toEqual([
      { line: 1, email: 'not an address', problem: 'email' },
      { line: 2, email: 'ok@example.com', problem: 'role' },
      { line: 3, email: 'ok2@example.com', problem: 'username' },
    ]);
  });

  it('lines up the server’s outcomes with the rows sent, and writes a CSV a spreadsheet opens safely', () => {
    const rows = readInvitationFile('email,role\n=cmd|calc@example.com,member\na@example.com,member\nA@example.com,owner\n');
    const outcomes = outcomesOf(
      rows,
      [
        { row: 1, email: 'a@example.com', outcome: 'invited', username: 'a' },
        { row: 2, email: 'A@example.com', outcome: 'duplicate', message: 'This address is in row 1 already' },
      ],
      () => 'Not a valid email address',
    );
    expect(outcomes.map((row) => [row.line, row.outcome])).toEqual([
      [1, 'invalid'],
      [2, 'invited'],
      [3, 'duplicate'],
    ]);
    const csv = outcomesCsv(outcomes, { headings: ['Row', 'Email', 'Outcome', 'Username', 'Reason'], outcome: (outcome) => outcome.toUpperCase() });
    expect(csv.startsWith('\uFEFFRow,Email,Outcome,Username,Reason\r\n')).toBe(true);
    expect(csv).toContain(`1,"'=cmd|calc@example.com",INVALID,,Not a valid email address`);
    expect(csv).toContain('3,A@example.com,DUPLICATE,,This address is in row 1 already');
  });
});
