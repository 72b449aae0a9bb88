import Chip from '@mui/material/Chip';
import { useLocaleState, useRecordContext, useTranslate, type TranslateFunction } from 'react-admin';
import { TenantState } from '../../generated/model';
import type { TenantRecord } from './tenant-record';
import { formatPurgeDate, tenantState } from './tenant-state';
import { warningText } from '../../components/warning-text';

const LOOK: Record<TenantState, { color: 'success' | 'default' | 'warning' | 'error'; variant: 'filled' | 'outlined' }> = {
  pending: { color: 'warning', variant: 'outlined' },
  active: { color: 'success', variant: 'filled' },
  disabled: { color: 'default', variant: 'outlined' },
  deleted: { color: 'error', variant: 'outlined' },
};

/** The state in words: "Waiting for approval", "Enabled", "Disabled", "Deleted — purged on Dec 27, 2026, 1:05 PM". */
export function stateLabel(record: TenantRecord, translate: TranslateFunction, locale: string): string {
  const state = tenantState(record);
  return state === TenantState.deleted && record.purgeAt
    ? translate('resources.tenants.state.deletedUntil', { date: formatPurgeDate(record.purgeAt, locale) })
    : translate(`resources.tenants.state.${state}`);
}

/**
 * Where the tenant is in its life, in words and colour (never colour alone): waiting for approval,
 * enabled, disabled, or deleted with the date it is purged on.
 */
export function TenantStateField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Chip
      size="small"
      {...LOOK[tenantState(record)]}
      label={stateLabel(record, translate, locale)}
      // A purge date makes the label long: it wraps in its chip rather than widening the column.
      sx={[
        { height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } },
        tenantState(record) === TenantState.pending && ((theme) => ({ color: warningText(theme), borderColor: warningText(theme) })),
      ]}
    />
  );
}
