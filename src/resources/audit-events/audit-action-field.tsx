import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditRecord } from './audit-record';

/** Failures and removals stand out; the rest is routine. */
function colorOf(action: string): 'error' | 'warning' | 'default' {
  if (action.endsWith('.failed')) return 'error';
  if (action.endsWith('.disabled') || action.endsWith('.deleted') || action.endsWith('.passwordReset')) return 'warning';
  // Sign-in protected by the password alone again.
  if (action === 'user.twoFactorDisabled' || action === 'user.twoFactorReset') return 'warning';
  if (action === 'domain.verificationFailed') return 'warning';
  // Sessions cut off from another one: what someone does who fears their account is in other hands.
  if (action === 'auth.signedOutEverywhere' || action === 'auth.sessionEnded') return 'warning';
  return 'default';
}

/** The action in words, with its stable dotted name for those who search the log by it. (`label`: a show page's layout reads it.) */
export function AuditActionField(_props: { label?: string }) {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const color = colorOf(record.action);
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      color={color}
      // MUI's orange is too light for text on white (3:1): the border carries the colour, the label stays legible.
      sx={color === 'warning' ? { '& .MuiChip-label': { color: 'text.primary' } } : undefined}
      title={record.action}
      label={translate(`audit.actions.${record.action}`, { _: record.action })}
    />
  );
}
