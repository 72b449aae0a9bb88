import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form, maxLength, required, TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { BackToSignInLink } from '../../components/back-to-sign-in-link';
import { PublicCardIcon, PublicCardPage, PublicHeading } from '../../components/public-card-page';
import { requestPasswordReset } from '../../generated/endpoints/auth/auth';
import { requestPasswordResetBodyLoginMax } from '../../generated/zod/auth/auth.zod';
import { placeRefusal } from '../../lib/submission-errors';

const validateLogin = [required(), maxLength(requestPasswordResetBodyLoginMax)];

/** What the server was told; the answer never says whether an account matched, and neither does this screen. */
function Sent({ onAgain }: { onAgain(): void }) {
  const translate = useTranslate();
  return (
    <PublicCardPage title={translate('accounts.forgot.sentTitle')}>
      <PublicCardIcon>
        <MarkEmailReadOutlinedIcon color="primary" />
      </PublicCardIcon>
      <PublicHeading title={translate('accounts.forgot.sentTitle')} />
      <Stack spacing={2} role="status">
        <Typography>{translate('accounts.forgot.sent')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('accounts.forgot.sentHint')}
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Button component={RouterLink} to="/sign-in" variant="contained" size="large" fullWidth>
          {translate('pages.actions.backToSignIn')}
        </Button>
        <Button onClick={onAgain} fullWidth>
          {translate('accounts.forgot.sendAgain')}
        </Button>
      </Stack>
    </PublicCardPage>
  );
}

/** `/forgot-password` without a link: a username or an email, and a link is mailed when an account with an email matches. */
export function RequestReset() {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  if (sent) return <Sent onAgain={() => setSent(false)} />;

  const onSubmit = async (values: { login?: string }) => {
    setFormError(undefined);
    setSubmitting(true);
    try {
      await requestPasswordReset({ login: (values.login ?? '').trim() });
      setSubmitting(false);
      setSent(true);
      return undefined;
    } catch (error) {
      setSubmitting(false);
      const refusal = placeRefusal(error, ['login'], translate('shell.errors.somethingWentWrong'));
      setFormError(refusal.formError);
      return refusal.fieldErrors;
    }
  };

  return (
    <PublicCardPage title={translate('accounts.forgot.title')}>
      <PublicHeading title={translate('accounts.forgot.title')} subtitle={translate('accounts.forgot.text')} />
      <Form onSubmit={onSubmit} noValidate disableInvalidFormNotification>
        <Stack spacing={1}>
          {formError && (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {formError}
            </Alert>
          )}
          <TextInput source="login" label="accounts.fields.login" autoComplete="username" validate={validateLogin} autoFocus />
          <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
            {translate(submitting ? 'accounts.forgot.submitting' : 'accounts.forgot.submit')}
          </Button>
        </Stack>
      </Form>
      <BackToSignInLink />
    </PublicCardPage>
  );
}
