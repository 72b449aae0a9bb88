import type { InvitationBatch, InvitationBatchResult, InvitationBatchRow, InvitationCreate } from '../../../../src/generated/model/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { requireUserManager, type Caller } from '../../auth/permissions.js';
import { tenantLabel } from '../../core/audit/audit-context.js';
import { keepAnswerIn, sendCreated } from '../../core/created-answer.js';
import { ok } from '../../core/envelope.js';
import { catalogOf } from '../../core/i18n/catalog.js';
import type { Database } from '../../db/database.js';
import { inviteNewUsers, type PendingInvitationMail } from './invitations.js';
import { messages } from './messages.js';
import { usernameFromEmail } from './username-from-email.js';

const words = catalogOf(messages);

/** A row that passed every check, with the username it gets. */
interface Ready {
  index: number;
  row: InvitationCreate;
  username: string;
}

/**
 * Every row's outcome, checked against each other and the database in `db` (the batch's
 * transaction when it is sent): the first row with an address goes, later ones are duplicates; an
 * address a user has, or a username asked for that is taken, is not sent. Whoever may call invites
 * either role: no row asks for more rights than its sender has.
 */
async function plan(request: FastifyRequest, caller: Caller, rows: readonly InvitationCreate[], db: Kysely<Database>): Promise<{ outcomes: InvitationBatchRow[]; ready: Ready[] }> {
  const { users } = request.server.areas;
  const language = request.language;
  const lower = rows.map((row) => row.email.toLowerCase());
  const holders = await users.emailHolders([...new Set(lower)], db);
  const used = await users.takenUsernames(
    [...new Set(rows.map((row) => (row.username ?? usernameFromEmail(row.email).next().value ?? '').toLowerCase()))],
    db,
  );
  const firstRowOf = new Map<string, number>();
  const outcomes: InvitationBatchRow[] = [];
  const ready: Ready[] = [];
  for (const [index, row] of rows.entries()) {
    const email = lower[index] ?? '';
    const refuse = (outcome: InvitationBatchRow['outcome'], message: string) => outcomes.push({ row: index + 1, email: row.email, outcome, message });
    const first = firstRowOf.get(email);
    if (first !== undefined) {
      refuse('duplicate', words.translate(language, 'batchDuplicate', { row: first }));
      continue;
    }
    firstRowOf.set(email, index + 1);
    if (holders.has(email)) refuse(holders.get(email) === caller.tenant.tenantId ? 'member' : 'taken', words.translate(language, holders.get(email) === caller.tenant.tenantId ? 'batchMember' : 'batchEmailTaken'));
    else if (row.username !== undefined && used.has(row.username.toLowerCase())) refuse('taken', words.translate(language, 'batchUsernameTaken', { value: row.username }));
    else {
      const username = row.username ?? (await freeUsername(request, row.email, used, db));
      if (username === undefined) {
        refuse('taken', words.translate(language, 'batchNoUsername'));
        continue;
      }
      used.add(username.toLowerCase());
      ready.push({ index, row, username });
      outcomes.push({ row: index + 1, email: row.email, outcome: 'ready', username });
    }
  }
  return { outcomes, ready };
}

/** The first name the address suggests that neither the database nor this batch has given. */
async function freeUsername(request: FastifyRequest, email: string, used: Set<string>, db: Kysely<Database>): Promise<string | undefined> {
  for (const candidate of usernameFromEmail(email)) {
    if (used.has(candidate.toLowerCase())) continue;
    // Only the first suggestion of each address was looked up with the rest of the batch.
    if (!(await request.server.areas.users.usernameTaken(candidate, db))) return candidate;
    used.add(candidate.toLowerCase());
  }
  return undefined;
}

function resultOf(outcomes: InvitationBatchRow[], checked: boolean): InvitationBatchResult {
  const sent = outcomes.filter((row) => row.outcome === 'invited' || row.outcome === 'ready').length;
  return { checked, sent, rows: outcomes };
}

export async function checkInvitationBatch(request: FastifyRequest<{ Body: InvitationBatch }>) {
  const caller = requireUserManager(request);
  const { outcomes } = await plan(request, caller, request.body.rows, request.server.database.db);
  return ok(resultOf(outcomes, true));
}

/**
 * The batch's rows that pass, invited in one transaction with their `user.invited` events and
 * the answer a retry gets; the mails leave after the commit, one after another, without holding
 * the answer back (an invitation whose mail failed is listed, to be sent again).
 */
export async function inviteUsersInBatch(request: FastifyRequest<{ Body: InvitationBatch }>, reply: FastifyReply) {
  const caller = requireUserManager(request);
  const { tenantId } = caller.tenant;
  const { database } = request.server;
  const tenantName = await tenantLabel(request, tenantId);
  let mails: PendingInvitationMail[] = [];
  const answer = await database.db.transaction().execute(async (trx) => {
    const { outcomes, ready } = await plan(request, caller, request.body.rows, trx);
    const invited = await inviteNewUsers(
      request,
      ready.map(({ row: { email, role, displayName = '' }, username }) => ({ username, email, role, displayName, tenantId, tenantName })),
      trx,
    );
    mails = invited.mails;
    // One outcome a row, in the batch's order.
    for (const [at, { index, row, username }] of ready.entries()) {
      outcomes[index] = { row: index + 1, email: row.email, outcome: 'invited', username, userId: invited.userIds[at] ?? 0 };
    }
    return keepAnswerIn(request, trx, { body: ok(resultOf(outcomes, false)) });
  });
  const log = request.log;
  request.server.mailsAfterAnswer.start(async (stopping) => {
    for (const [sent, mail] of mails.entries()) {
      if (stopping.aborted) {
        log.warn({ unsent: mails.length - sent, tenantId }, 'The server stopped before every mail of a batch of invitations left: the rest are pending invitations, to be sent again from their list');
        return;
      }
      await mail();
    }
  });
  return sendCreated(reply, answer);
}
