import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BackToSignInLink } from '../../components/back-to-sign-in-link';
import { FormAlert } from '../../components/form-alert';
import { PublicCardPage, PublicHeading } from '../../components/public-card-page';
import type { PendingSignUp, SignedUp, SignUpLink } from '../../generated/model';
import { useTranslate } from '../../i18n/translate';
import { callPublicApi } from '../../lib/public-api';
import { refusalMessage } from '../../lib/submission-errors';
import { signUpLinkProblemOf, type SignUpLinkProblem } from './sign-up-link-state';

export interface ConfirmSignUpProps {
  token: string;
  pending: PendingSignUp;
  onDone(created: SignedUp): void;
  /** The link went bad since it was checked (used in another tab, its time ran out, a name was taken). */
  onProblem(problem: SignUpLinkProblem): void;
}

/** What the link creates, as the mailbox's holder gave it, and the one button that creates it. */
export function ConfirmSignUp({ token, pending, onDone, onProblem }: ConfirmSignUpProps) {
  const translate = useTranslate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const title = translate('accounts.signUpLink.title');
  const details = [
    ['tenantName', pending.tenantName],
    ['username', pending.username],
    ['email', pending.email],
  ] as const;

  const confirm = async () => {
    setSubmitting(true);
    setError(undefined);
    try {
      const link: SignUpLink = { token };
      onDone(await callPublicApi<SignedUp>('POST', '/v1/auth/sign-up/confirm', link));
    } catch (refused) {
      const problem = signUpLinkProblemOf(refused);
      if (problem) onProblem(problem);
      else {
        setError(refusalMessage(refused) ?? translate('shell.errors.somethingWentWrong'));
        setSubmitting(false);
      }
    }
  };

  return (
    <PublicCardPage title={title}>
      <PublicHeading title={title} subtitle={translate('accounts.signUpLink.text')} />
      <FormAlert message={error} />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, mt: 0, mb: 3 }}>
        {details.map(([field, value]) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`accounts.fields.${field}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button variant="contained" size="large" fullWidth disabled={submitting} onClick={() => void confirm()}>
        {translate(submitting ? 'accounts.signUpLink.submitting' : 'accounts.signUpLink.submit')}
      </Button>
      <BackToSignInLink />
    </PublicCardPage>
  );
}
