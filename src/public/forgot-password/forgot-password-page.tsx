import { RequestReset } from './request-reset';
import { ResetLink } from './reset-link';
import { useLinkToken } from './use-link-token';

/**
 * `/forgot-password`: without a link, ask for one by username or email; with the
 * mailed link (`?token=…`), set a new password once the link is known to be good.
 */
export default function ForgotPasswordPage() {
  const [token, forgetToken] = useLinkToken();
  return token === undefined ? <RequestReset /> : <ResetLink token={token} purpose="reset" onRequestNew={forgetToken} />;
}
