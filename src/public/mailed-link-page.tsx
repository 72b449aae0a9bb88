import type { ComponentType } from 'react';
import { useLocation } from 'wouter';
import { EMAIL_CHANGE_PATH, INVITATION_PATH } from '../lib/shell-paths';
import EmailChangePage from './email-change/email-change-page';
import ForgotPasswordPage from './forgot-password/forgot-password-page';
import InvitationPage from './invitation/invitation-page';

const PAGES: Record<string, ComponentType> = { [INVITATION_PATH]: InvitationPage, [EMAIL_CHANGE_PATH]: EmailChangePage };

/**
 * The pages a mailed link opens (a password reset, an invitation, a new email address), as one
 * chunk: they share their card, form and link code, and one chunk for them leaves the chunks that
 * sign-in shares with them as they are (a page of its own would split those, and sign-in's first
 * load would grow past its budget by what the split costs in compression).
 */
export default function MailedLinkPage() {
  const [pathname] = useLocation();
  const Page = PAGES[pathname] ?? ForgotPasswordPage;
  return <Page />;
}
