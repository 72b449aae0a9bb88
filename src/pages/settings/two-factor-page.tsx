import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useLocale, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../components/use-current-user';
import { useDocumentTitle } from '../../components/use-document-title';
import { isTwoFactorOverdue, useTwoFactorDueAt } from '../../components/use-two-factor-due';
import { formatDateTime } from '../../lib/date-time-format';
import { twoFactorTurnedOn } from '../../lib/two-factor-due';
import { TwoFactorSection } from './two-factor/two-factor-section';

/**
 * `/settings/two-factor`: where a person whose tenant requires two-factor sign-in is sent at each
 * sign-in. Within the grace period they may go on without it ("Later"); after it, this page in a
 * bare frame is all that opens until it is on. Anyone may open it: it is the settings' section alone.
 */
export default function TwoFactorPage() {
  const translate = useTranslate();
  const language = useLocale();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const dueAt = useTwoFactorDueAt();
  const overdue = isTwoFactorOverdue({ twoFactorDueAt: dueAt });
  const title = translate('accounts.twoFactor.requiredTitle');
  useDocumentTitle(title);
  const on = user?.twoFactorEnabled === true;
  // Turned on here: the recovery codes' own button leads on, once they are put away.
  const [enabledHere, setEnabledHere] = useState(false);
  const goOn = () => {
    twoFactorTurnedOn();
    navigate('/');
  };

  return (
    // Alone in a bare frame once overdue: in the middle, then.
    <Box sx={{ mt: 2, mb: 4, maxWidth: 720, width: '100%', mx: overdue ? 'auto' : undefined }}>
      {/* Already translated: a string here would be looked up as a key once more. */}
      <Title title={<>{title}</>} />
      <Typography component="h1" variant="h5" fontWeight={600} gutterBottom>
        {title}
      </Typography>
      {on ? (
        <Alert severity="success">{translate('accounts.twoFactor.requiredMet')}</Alert>
      ) : dueAt === null ? null : overdue ? (
        <Alert severity="warning">{translate('accounts.twoFactor.requiredNow')}</Alert>
      ) : (
        <Alert severity="info">{translate('accounts.twoFactor.requiredBy', { date: formatDateTime(dueAt, language) })}</Alert>
      )}
      <TwoFactorSection onEnabled={() => setEnabledHere(true)} onDone={goOn} />
      <Stack direction="row" sx={{ mt: 2 }}>
        {enabledHere ? null : on ? (
          <Button variant="contained" onClick={goOn}>
            {translate('accounts.twoFactor.continue')}
          </Button>
        ) : (
          dueAt !== null &&
          !overdue && <Button onClick={() => navigate('/')}>{translate('accounts.twoFactor.later')}</Button>
        )}
      </Stack>
    </Box>
  );
}
