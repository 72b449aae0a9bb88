import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

/** Enabled or disabled, in words and colour (never colour alone), with the resource's own words. */
export function EnabledChip({ enabled, enabledLabel, disabledLabel }: { enabled: boolean; enabledLabel: string; disabledLabel: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={enabled ? 'filled' : 'outlined'}
      color={enabled ? 'success' : 'default'}
      label={translate(enabled ? enabledLabel : disabledLabel)}
    />
  );
}
