import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import TimerOffOutlinedIcon from '@mui/icons-material/TimerOffOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { PublicOutcomeCard } from '../../components/public-card-page';
import { useTranslate } from '../../i18n/translate';
import { signInAgainPath } from './otp-paths';

export type OtpProblemProps =
  /** No step waiting (never started, in another tab, or its time is up), or the server ended it. */
  | { kind: 'expired'; redirect: string }
  /** Six wrong codes: the server's words say for how long. */
  | { kind: 'locked'; message: string; redirect: string };

/** Why no code can be entered here now, and the one way on: signing in again. Never a form that cannot work. */
export function OtpProblem(props: OtpProblemProps) {
  const translate = useTranslate();
  const title = translate(props.kind === 'expired' ? 'accounts.otp.expiredTitle' : 'accounts.otp.lockedTitle');
  return (
    <PublicOutcomeCard title={title} icon={props.kind === 'expired' ? <TimerOffOutlinedIcon color="warning" /> : <LockClockOutlinedIcon color="error" />}>
      <div role="status">
        <Typography sx={{ mb: props.kind === 'locked' ? 2 : 3 }}>{props.kind === 'expired' ? translate('accounts.otp.expired') : props.message}</Typography>
        {props.kind === 'locked' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {translate('accounts.otp.lostHint')}
          </Typography>
        )}
      </div>
      <Button component={RouterLink} href={signInAgainPath(props.redirect)} variant="contained" size="large" fullWidth>
        {translate('accounts.otp.signInAgain')}
      </Button>
    </PublicOutcomeCard>
  );
}
