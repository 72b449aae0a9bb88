import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { CopyButton } from './copy-button';

/** `JBSWY3DPEHPK3PXP` → `JBSW Y3DP EHPK 3PXP`: easier to read and type into an app; apps ignore the spaces. */
export function groupInFours(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** The secret as text, for an app that cannot scan the QR code; copied whole, without the spaces. */
export function SetupKey({ secret }: { secret: string }) {
  const translate = useTranslate();
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <Stack spacing={1} alignItems="flex-start">
      <TextField
        inputRef={field}
        value={groupInFours(secret)}
        label={translate('accounts.twoFactor.secretLabel')}
        size="small"
        fullWidth
        // The whole key in view: it wraps between groups rather than scroll out of sight.
        multiline
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', letterSpacing: '0.05em' } } }}
      />
      {/* Refused, the key is selected: one keystroke from the clipboard. */}
      <CopyButton text={secret} onFailed={() => field.current?.select()} />
    </Stack>
  );
}
