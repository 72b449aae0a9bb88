import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { useSignUpPolicy } from '../../components/use-sign-up-policy';
import { useTranslate } from '../../i18n/translate';

/**
 * The ways on from sign-in: a forgotten password, and a new account unless the server says sign-up
 * is off. Unread or unreadable, the sign-up page explains itself, so the link stays.
 */
export function SignInLinks() {
  const translate = useTranslate();
  const policy = useSignUpPolicy();
  const signUpOff = policy.status === 'ready' && policy.mode === 'off';
  return (
    <Stack spacing={1} alignItems="center" sx={{ mt: 3 }}>
      <Link component={RouterLink} href="/forgot-password" variant="body2">
        {translate('accounts.links.forgotPassword')}
      </Link>
      {!signUpOff && (
        // Held hidden while the policy is read, so the card does not grow under the pointer.
        <Typography variant="body2" color="text.secondary" sx={{ visibility: policy.status === 'loading' ? 'hidden' : 'visible' }}>
          {translate('accounts.links.noAccount')}{' '}
          <Link component={RouterLink} href="/sign-up">
            {translate('accounts.links.signUp')}
          </Link>
        </Typography>
      )}
    </Stack>
  );
}
