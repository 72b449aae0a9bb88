import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SmtpSink } from '../helpers/smtp-sink.js';
import { startMailingServer } from './own-server.js';
import { E2E_OWNER_PASSWORD, type SeededServer } from './seeded-server.js';
import { describeJourney, expectAccessible, screenshot, signIn, signInAtHome, useBrowser, type Language } from './session.js';

const T = {
  zh: {
    invite: '邀请',
    dialog: (tenant: string) => `邀请成员加入 ${tenant}`,
    email: '邮箱',
    role: '角色',
    member: '成员',
    send: '发送邀请',
    pending: '尚未接受的邀请',
    subject: (tenant: string) => `邀请您加入 Tenant Console 上的租户 ${tenant}`,
    welcome: (tenant: string) => `欢迎加入 ${tenant}`,
    setSubmit: '设置密码',
    profile: '我的资料',
    fromFile: '从文件邀请',
    choose: '选择 CSV 文件',
    ready: '3 行中将邀请 2 行',
    sendBatch: '发送 2 份邀请',
    sentBatch: '3 行中已邀请 2 行，邮件正在发送',
  },
  en: {
    invite: 'Invite',
    dialog: (tenant: string) => `Invite someone to ${tenant}`,
    email: 'Email',
    role: 'Role',
    member: 'Member',
    send: 'Send invitation',
    pending: 'Invitations not yet accepted',
    subject: (tenant: string) => `You are invited to join ${tenant} on Tenant Console`,
    welcome: (tenant: string) => `Welcome to ${tenant}`,
    setSubmit: 'Set password',
    profile: 'My profile',
    fromFile: 'Invite from a file',
    choose: 'Choose a CSV file',
    ready: '2 of 3 rows will be invited',
    sendBatch: 'Send 2 invitations',
    sentBatch: '2 of 3 rows invited: the mails are on their way',
  },
} satisfies Record<Language, Record<string, unknown>>;

/** Who invites at which width, and at which the invitee accepts: each language takes both. */
const WIDTHS: Record<Language, { owner: number; invitee: number }> = { en: { owner: 1366, invitee: 390 }, zh: { owner: 390, invitee: 1366 } };
const TENANT = 'acme-0001';
const PASSWORD = 'the-invited-members-password';

describeJourney('journey: an owner invites a member by email, who accepts with that role', () => {
  const browsing = useBrowser();
  let smtp: SmtpSink;
  let server: SeededServer;

  beforeAll(async () => {
    ({ server, smtp } = await startMailingServer(1));
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it.each(['en', 'zh'] as const)('%s: Invite on the users page → the mail → the password → signed in as a member', async (language) => {
    const t = T[language];
    const widths = WIDTHS[language];
    const email = `new-member-${language}@example.com`;

    const { page } = await browsing.open(language, { baseUrl: server.url, width: widths.owner });
    await signInAtHome(page, TENANT, E2E_OWNER_PASSWORD);
    await page.goto('/users');
    await page.getByRole('button', { name: t.invite, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog(TENANT) });
    await dialog.getByRole('textbox', { name: t.email }).fill(email);
    await dialog.getByRole('combobox', { name: t.role }).click();
    await page.getByRole('option', { name: t.member }).click();
    await expectAccessible(page);
    await screenshot(page, `member-invitation-dialog-${language}-${widths.owner}`);
    await dialog.getByRole('button', { name: t.send }).click();
    const pending = page.getByRole('region', { name: t.pending });
    await pending.getByText(email).waitFor();
    await expectAccessible(page);
    await screenshot(page, `member-invitation-pending-${language}-${widths.owner}`);

    const mail = await smtp.nextMail();
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe(t.subject(TENANT));
    const username = `new-member-${language}`;
    expect(mail.text).toContain(username);

    const { page: invitee } = await browsing.open(language, { baseUrl: server.url, width: widths.invitee });
    await invitee.goto(mail.link ?? '');
    await invitee.getByRole('heading', { level: 1, name: t.welcome(TENANT) }).waitFor();
    await invitee.locator('input[name=newPassword]').fill(PASSWORD);
    await invitee.locator('input[name=confirmPassword]').fill(PASSWORD);
    await invitee.getByRole('button', { name: t.setSubmit }).click();
    await invitee.goto('/sign-in');
    await signIn(invitee, username, PASSWORD);
    await invitee.waitForURL((url) => url.pathname === '/');
    // A member is led from the users to their own profile, which says their role.
    await invitee.goto('/users');
    await invitee.getByRole('heading', { level: 1, name: t.profile }).waitFor();
    await invitee.getByText(t.member, { exact: true }).first().waitFor();
    await screenshot(invitee, `member-invitation-accepted-${language}-${widths.invitee}`);

    // A file of three: two go, the third repeats the first, and is reported, not sent.
    await page.getByRole('button', { name: t.fromFile }).click();
    const batch = page.getByRole('dialog');
    const csv = `email,role,name\nbatch-1-${language}@example.com,member,One\nbatch-2-${language}@example.com,owner,\nBATCH-1-${language}@example.com,member,\n`;
    await batch.locator('input[type=file]').setInputFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await batch.getByText(t.ready).waitFor();
    await expectAccessible(page);
    await screenshot(page, `member-invitation-batch-${language}-${widths.owner}`);
    await batch.getByRole('button', { name: t.sendBatch }).click();
    await batch.getByText(t.sentBatch).waitFor();
    expect((await Promise.all([smtp.nextMail(), smtp.nextMail()])).map((sent) => sent.to).sort()).toEqual([`batch-1-${language}@example.com`, `batch-2-${language}@example.com`]);
    await page.keyboard.press('Escape');

    // Accepted, the invitation leaves the owner's list.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('region', { name: t.pending }).getByText(`batch-1-${language}@example.com`).waitFor();
    await expect.poll(() => page.getByRole('region', { name: t.pending }).getByText(email).count()).toBe(0);
  });
});
