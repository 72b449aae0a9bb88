import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { TenantSummary } from '../../generated/model';

const ROW_HEIGHT = 40;
const LIST_HEIGHT = 320;

interface TenantOptionsProps {
  id: string;
  label: string;
  tenants: TenantSummary[];
  activeIndex: number;
  currentId: number | undefined;
  onChoose(tenant: TenantSummary): void;
  onHover(index: number): void;
}

/** The listbox of tenants; only the rows in view are in the page, so 100,000 tenants stay quick. */
export function TenantOptions({ id, label, tenants, activeIndex, currentId, onChoose, onHover }: TenantOptionsProps) {
  const translate = useTranslate();
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer's functions change with every scroll; this component is not memoized anyway.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tenants.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 316, height: LIST_HEIGHT },
  });

  useEffect(() => {
    if (tenants.length > 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, tenants.length, virtualizer]);

  return (
    <Box
      ref={scroller}
      id={id}
      role="listbox"
      aria-label={label}
      sx={{ height: Math.min(tenants.length * ROW_HEIGHT, LIST_HEIGHT), overflowY: 'auto', position: 'relative' }}
    >
      <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const tenant = tenants[item.index];
          if (!tenant) return null;
          const isCurrent = tenant.tenantId === currentId;
          return (
            <Box
              key={tenant.tenantId}
              id={`${id}-${tenant.tenantId}`}
              role="option"
              aria-selected={isCurrent}
              onClick={() => onChoose(tenant)}
              onMouseMove={() => onHover(item.index)}
              sx={(theme) => ({
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                cursor: 'pointer',
                borderRadius: 1,
                bgcolor: item.index === activeIndex ? alpha(theme.palette.primary.main, 0.12) : 'transparent',
                color: tenant.enabled ? 'text.primary' : 'text.secondary',
                fontWeight: isCurrent ? 600 : 400,
              })}
            >
              <Box component="span" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {tenant.username}
              </Box>
              {isCurrent && <Chip size="small" color="primary" label={translate('shell.switcher.current')} />}
              {!tenant.enabled && <Chip size="small" variant="outlined" label={translate('shell.switcher.disabled')} />}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
