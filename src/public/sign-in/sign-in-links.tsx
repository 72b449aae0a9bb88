import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LightLink } from '../../components/light-link';
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
      <Typography variant="body2">
        <LightLink href="/forgot-password">{translate('accounts.links.forgotPassword')}</LightLink>
      </Typography>
      {!signUpOff && (
        // Held hidden while the policy is read, so the card does not grow under the pointer.
        <Typography variant="body2" color="text.secondary" sx={{ visibility: policy.status === 'loading' ? 'hidden' : 'visible' }}>
          {translate('accounts.links.noAccount')}{' '}
          <LightLink href="/sign-up">{translate('accounts.links.signUp')}</LightLink>
        </Typography>
      )}
    </Stack>
  );
}
