import LinkOffIcon from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BackToSignInLink } from '../../components/back-to-sign-in-link';
import { PublicCardIcon, PublicCardPage, PublicHeading } from '../../components/public-card-page';
import { useTranslate } from '../../i18n/translate';
import type { LinkProblem } from './reset-link-state';

/** A link that cannot set a password: what happened, and the way on (a new link). Never the password form. */
export function ResetLinkProblem({ problem, onRequestNew }: { problem: LinkProblem; onRequestNew(): void }) {
  const translate = useTranslate();
  const title = translate(`accounts.forgot.${problem}Title`);
  return (
    <PublicCardPage title={title}>
      <PublicCardIcon>
        <LinkOffIcon color="warning" />
      </PublicCardIcon>
      <PublicHeading title={title} />
      <Typography sx={{ mb: 3 }}>{translate(`accounts.forgot.${problem}`)}</Typography>
      <Button variant="contained" size="large" fullWidth onClick={onRequestNew}>
        {translate('accounts.forgot.newLink')}
      </Button>
      <BackToSignInLink />
    </PublicCardPage>
  );
}
