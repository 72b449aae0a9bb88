import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useListApiTokens } from '../../generated/endpoints/api-tokens/api-tokens';
import { isWorking } from './token-parts';

/**
 * How many API tokens of the account work now, for a choice to revoke them with a sign-out
 * everywhere or a password change; undefined until known, or when `enabled` is false (the list is
 * the one the API tokens section reads, so asking twice costs one call).
 */
export function useWorkingTokenCount(userId: number | undefined, enabled = true): number | undefined {
  const tokens = useListApiTokens(userId ?? 0, { query: { enabled: enabled && userId !== undefined } });
  return tokens.data?.filter(isWorking).length;
}

export interface RevokeTokensChoiceProps {
  /** The account's working tokens: nothing is offered without any. */
  count: number | undefined;
  checked: boolean;
  onChange(checked: boolean): void;
}

/**
 * "Also revoke my 3 API tokens", and what each answer does: programs using them are refused at
 * once, or the tokens keep working. Signing out everywhere and changing the password leave them
 * working unless this is ticked.
 */
export function RevokeTokensChoice({ count, checked, onChange }: RevokeTokensChoiceProps) {
  const translate = useTranslate();
  const helpId = useId();
  if (!count) return null;
  return (
    <Box>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'aria-describedby': helpId } }} />}
        label={translate('accounts.apiTokens.alsoRevoke', { smart_count: count })}
      />
      <Typography id={helpId} variant="body2" color="text.secondary">
        {translate('accounts.apiTokens.alsoRevokeHelp')}
      </Typography>
    </Box>
  );
}
