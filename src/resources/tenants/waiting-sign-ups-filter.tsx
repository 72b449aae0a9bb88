import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useListContext, useTranslate } from 'react-admin';
import { parseContentRange } from '../../api';
import { listTenants } from '../../generated/endpoints/tenants/tenants';
import { TenantState } from '../../generated/model';
import type { TenantRecord } from './tenant-record';
import { warningText } from '../../components/warning-text';

const PENDING = JSON.stringify({ state: TenantState.pending });

/**
 * How many sign-ups wait: the total of a one-row page of the light list (no domains), from its
 * `Content-Range`. Under react-admin's query client, so a refresh after a decision counts again.
 */
function useWaitingCount(): number {
  const { data } = useQuery({
    queryKey: ['tenants', 'waitingSignUps'],
    queryFn: async ({ signal }) => {
      let total: number | undefined;
      await listTenants(
        { filter: PENDING, range: '[0,0]' },
        { signal, onResponse: (response) => (total = parseContentRange(response.headers['content-range'])?.total) },
      );
      return total ?? 0;
    },
  });
  return data ?? 0;
}

/**
 * The sign-ups waiting for an administrator, as a quick filter with their number: shown while
 * there are any (or while the list shows them), pressed to show them alone, pressed again to show all.
 */
export function WaitingSignUpsFilter() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext<TenantRecord>();
  const count = useWaitingCount();
  const pressed = filterValues['state'] === TenantState.pending;
  if (!pressed && count === 0) return null;
  const toggle = () => {
    const { state: _state, ...others } = filterValues as Record<string, unknown>;
    setFilters(pressed ? others : { ...others, state: TenantState.pending }, displayedFilters);
  };
  return (
    <Chip
      icon={<HourglassEmptyIcon />}
      label={translate('resources.tenants.filters.waiting', { smart_count: count })}
      variant={pressed ? 'filled' : 'outlined'}
      onClick={toggle}
      aria-pressed={pressed}
      // In the warning colour, dark enough to read: pressed, white on it; not pressed, it on the page.
      sx={(theme) => ({
        alignSelf: 'center',
        borderColor: warningText(theme),
        ...(pressed
          ? { bgcolor: warningText(theme), color: theme.palette.getContrastText(warningText(theme)), '&&:hover': { bgcolor: warningText(theme) } }
          : { color: warningText(theme) }),
        '& .MuiChip-icon': { color: 'inherit' },
      })}
    />
  );
}
