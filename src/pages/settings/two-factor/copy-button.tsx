import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { copyText } from '../../../lib/copy-text';

export interface CopyButtonProps {
  text: string;
  /** The browser refused the clipboard: the caller shows the text selected, or says how to copy it. */
  onFailed?(): void;
}

/** Copies `text`; says "Copied" once it has. */
export function CopyButton({ text, onFailed }: CopyButtonProps) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const onClick = async () => {
    const done = await copyText(text);
    setCopied(done);
    if (!done) onFailed?.();
  };
  return (
    <Button variant="outlined" onClick={() => void onClick()} startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />} sx={{ flexShrink: 0 }}>
      {translate(copied ? 'accounts.twoFactor.copied' : 'accounts.twoFactor.copy')}
    </Button>
  );
}
