import { ResetLink } from '../forgot-password/reset-link';
import { ResetLinkProblem } from '../forgot-password/reset-link-problem';
import { useLinkToken } from '../forgot-password/use-link-token';

/**
 * `/invitation?token=…`: a tenant's invited owner follows the mailed link and chooses their first
 * password. The link is a password link of purpose `invitation`: the reset's check, form and call,
 * in the words of a welcome. Without a token there is nothing to accept.
 */
export default function InvitationPage() {
  const [token] = useLinkToken();
  return token === undefined ? <ResetLinkProblem problem="unknown" purpose="invitation" /> : <ResetLink token={token} purpose="invitation" />;
}
