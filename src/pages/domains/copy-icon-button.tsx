import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { copyText } from '../../lib/copy-text';

/** Copies one value of a DNS record and says so: a toast, and a tick on the button from then on. */
export function CopyIconButton({ text }: { text: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [copied, setCopied] = useState(false);
  const onClick = async () => {
    const done = await copyText(text);
    setCopied(done);
    if (done) notify('domains.copy.done', { type: 'success', messageArgs: { text } });
    else notify('domains.copy.failed', { type: 'warning' });
  };
  return (
    <Tooltip describeChild title={translate(copied ? 'domains.copy.copied' : 'domains.copy.copy')}>
      <IconButton size="small" aria-label={translate('domains.copy.label', { text })} onClick={() => void onClick()}>
        {copied ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
