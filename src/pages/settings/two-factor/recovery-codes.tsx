import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { saveFile } from '../../../lib/save-file';
import { CopyButton } from './copy-button';

export interface RecoveryCodesProps {
  codes: readonly string[];
  username: string;
  /** "I have saved them": the codes leave the screen, and memory, for good. */
  onDone(): void;
}

/** The ten recovery codes, shown this once: to copy, to download as a text file, then to close. */
export function RecoveryCodes({ codes, username, onDone }: RecoveryCodesProps) {
  const translate = useTranslate();
  const headingId = useId();
  const [copyFailed, setCopyFailed] = useState(false);
  const text = codes.join('\n');

  const download = () => {
    const file = `${translate('accounts.twoFactor.codesFile', { username })}\n\n${text}\n`;
    saveFile(new Blob([file], { type: 'text/plain;charset=utf-8' }), `recovery-codes-${username}.txt`);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" fontWeight={600}>
        {translate('accounts.twoFactor.codesTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('accounts.twoFactor.codesText')}
      </Typography>
      <Alert severity="warning" sx={{ my: 2 }}>
        {translate('accounts.twoFactor.codesWarning')}
      </Alert>
      <Box
        component="ol"
        // An unstyled list is still a list to screen readers that would otherwise drop its role.
        role="list"
        aria-label={translate('accounts.twoFactor.codesLabel')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          m: 0,
          p: 2,
          listStyle: 'none',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <Box component="li" key={code} sx={{ fontFamily: 'monospace', fontSize: '1.05rem', letterSpacing: '0.06em', textAlign: 'center' }}>
            {code}
          </Box>
        ))}
      </Box>
      {copyFailed && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('accounts.twoFactor.copyFailed')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        <CopyButton text={text} onFailed={() => setCopyFailed(true)} />
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {translate('accounts.twoFactor.download')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={onDone}>
          {translate('accounts.twoFactor.saved')}
        </Button>
      </Stack>
    </Box>
  );
}
