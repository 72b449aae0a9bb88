import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslate } from 'react-admin';

/** What a member finds here: who may prove domains, instead of a refusal's error. */
export function OwnersOnly() {
  const translate = useTranslate();
  return (
    <Alert severity="info" variant="outlined">
      <AlertTitle>{translate('domains.forbidden.title')}</AlertTitle>
      {translate('domains.forbidden.text')}
    </Alert>
  );
}
