import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { PublicOutcomeCard } from '../../components/public-card-page';
import { useTranslate } from '../../i18n/translate';

/** What the server was told; the answer never says whether an account matched, and neither does this screen. */
export function ResetLinkSent({ onAgain }: { onAgain(): void }) {
  const translate = useTranslate();
  return (
    <PublicOutcomeCard title={translate('accounts.forgot.sentTitle')} icon={<MarkEmailReadOutlinedIcon color="primary" />}>
      <Stack spacing={2} role="status">
        <Typography>{translate('accounts.forgot.sent')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('accounts.forgot.sentHint')}
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Button component={RouterLink} href="/sign-in" variant="contained" size="large" fullWidth>
          {translate('pages.actions.backToSignIn')}
        </Button>
        <Button onClick={onAgain} fullWidth>
          {translate('accounts.forgot.sendAgain')}
        </Button>
      </Stack>
    </PublicOutcomeCard>
  );
}
