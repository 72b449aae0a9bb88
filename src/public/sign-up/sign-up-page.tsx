import { useLinkToken } from '../forgot-password/use-link-token';
import { RequestSignUp } from './request-sign-up';
import { SignUpLink } from './sign-up-link';

/**
 * `/sign-up`: without a link, ask for a tenant and its owner; with the mailed link
 * (`?token=…`), see what it creates and create it. One page, as `/forgot-password` is for its
 * link, so that the light shell's first load carries no route or chunk more for it.
 */
export default function SignUpPage() {
  const [token, forgetToken] = useLinkToken();
  return token === undefined ? <RequestSignUp /> : <SignUpLink token={token} onSignUpAgain={forgetToken} />;
}
