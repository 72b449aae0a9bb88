import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { useMustChangePassword } from '../../components/use-must-change-password';
import { TWO_FACTOR_PATH } from '../../components/use-two-factor-due';
import { getGetCurrentUserQueryKey } from '../../generated/endpoints/auth/auth';
import { getListApiTokensQueryKey } from '../../generated/endpoints/api-tokens/api-tokens';
import { useWorkingTokenCount } from '../../features/api-tokens';
import type { LoginSession } from '../../generated/model';
import { getStoredUser, saveSession } from '../../lib/session';
import { PasswordForm } from './password-form';
import { useActingSession } from '../../components/use-acting-session';
import { NotWhileActingNote } from '../../components/not-while-acting';

/**
 * `/settings/password`: one's own password, 12 to 128 characters and not the username. Every other session of the account ends;
 * this tab goes on with the token the server answers. The account's API tokens keep working unless
 * the person chooses to revoke them too. A user with a temporary password lands here and is told
 * why (they can call nothing else yet, their tokens' list neither), and goes home once the new one is set.
 */
export default function PasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mustChange = useMustChangePassword();
  const acting = useActingSession();
  const userId = getStoredUser()?.userId;
  const workingTokens = useWorkingTokenCount(userId, !mustChange && !acting);
  // A new form after each change: nothing typed stays on screen.
  const [formKey, setFormKey] = useState(0);
  const title = translate(mustChange ? 'accounts.password.requiredTitle' : 'accounts.password.title');
  useDocumentTitle(title);

  const onChanged = ({ token, user, twoFactorDueAt }: LoginSession, tokensRevoked: boolean) => {
    saveSession(token, { ...user, twoFactorDueAt });
    queryClient.setQueryData(getGetCurrentUserQueryKey(), user);
    if (tokensRevoked) void queryClient.invalidateQueries({ queryKey: getListApiTokensQueryKey(user.userId) });
    notify(tokensRevoked ? 'accounts.password.changedWithTokens' : 'accounts.password.changed', { type: 'success' });
    setFormKey((key) => key + 1);
    // A first password chosen: the two-factor sign-in the policy asks comes next, if it does.
    if (mustChange) navigate(twoFactorDueAt ? TWO_FACTOR_PATH : '/');
  };

  return (
    // Alone in a bare frame (no menu) while the password must change: in the middle, then.
    <Box sx={{ mt: 2, maxWidth: 560, width: '100%', mx: mustChange ? 'auto' : undefined }}>
      {/* Already translated: a string here would be looked up as a key once more. */}
      <Title title={<>{title}</>} />
      <Card variant="outlined">
        <CardContent sx={{ p: 3 }}>
          <Typography component="h1" variant="h5" fontWeight={600} gutterBottom>
            {title}
          </Typography>
          {mustChange ? (
            <Alert severity="warning" sx={{ mb: 3 }}>
              <AlertTitle>{translate('accounts.password.required')}</AlertTitle>
              {translate('accounts.password.requiredText')}
            </Alert>
          ) : (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {translate('accounts.password.text')}
            </Typography>
          )}
          {acting ? (
            <NotWhileActingNote acting={acting} />
          ) : (
            <PasswordForm key={formKey} username={getStoredUser()?.username} workingTokens={workingTokens} onChanged={onChanged} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
