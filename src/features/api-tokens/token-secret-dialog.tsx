import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CreatedApiToken } from '../../generated/model';
import { SecretDialog } from '../../components/secret-dialog';
import { shownPrefix } from './token-parts';

/** A token just made, its secret shown this once, and how a program sends it. Done forgets it. */
export function TokenSecretDialog({ created, onClose }: { created: CreatedApiToken | undefined; onClose(): void }) {
  const translate = useTranslate();
  return (
    <SecretDialog
      secret={created?.token}
      title={translate('accounts.apiTokens.secretTitle', { name: created?.name ?? '' })}
      text={translate('accounts.apiTokens.secretText')}
      label={translate('accounts.apiTokens.secretLabel')}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('accounts.apiTokens.secretUsage')}
      </Typography>
      <Box component="code" sx={{ display: 'block', mt: 0.5, p: 1, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: '0.875rem', overflowWrap: 'anywhere' }}>
        {`Authorization: Bearer ${created ? shownPrefix(created) : ''}`}
      </Box>
    </SecretDialog>
  );
}
