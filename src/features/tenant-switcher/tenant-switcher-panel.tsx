import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import type { TenantSummary } from '../../generated/model';
import { TenantOptions } from './tenant-options';
import type { SwitchRefusal, TenantSwitcher as TenantSwitcherState } from './use-tenant-switcher';

/** What the list holds, in words: every tenant, or what the server found. */
function caption(switcher: TenantSwitcherState, translate: TranslateFunction): string {
  if (switcher.loading) return translate('shell.switcher.loading');
  if (switcher.mode !== 'server') return translate('shell.switcher.count', { smart_count: switcher.filtered.length });
  if (switcher.searching) return translate('shell.switcher.searching');
  if (switcher.query.trim() === '') return translate('shell.switcher.serverMode');
  const { shown, capped } = switcher.serverMatches;
  return translate(capped ? 'shell.switcher.serverCountCapped' : 'shell.switcher.serverCount', { smart_count: shown });
}

export interface TenantSwitcherPanelProps {
  switcher: TenantSwitcherState;
  /** The switcher's button while the panel is open; null once closed (it fades out). */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The switcher's searchable, keyboard-driven list of tenants, under its button. Loaded when the
 * switcher first opens, or as the pointer or the focus comes to its button: its search field (MUI's
 * whole text field) and its list's virtualizer are not in the first screen of a visit that never
 * opens it.
 */
export function TenantSwitcherPanel({ switcher, anchor, onClose }: TenantSwitcherPanelProps) {
  const translate = useTranslate();
  const [active, setActive] = useState(0);
  // Said in the list itself: a toast would open under the pointer that just chose, over this list.
  const [refusal, setRefusal] = useState<SwitchRefusal>();
  const listId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const { filtered, current } = switcher;

  const close = () => {
    switcher.setQuery('');
    setActive(0);
    setRefusal(undefined);
    onClose();
  };
  const choose = (tenant: TenantSummary) => {
    setRefusal(undefined);
    if (switcher.switchTo(tenant, setRefusal)) close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, filtered.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter' && filtered[active]) choose(filtered[active]);
    else if (event.key === 'Escape') close();
    else return;
    event.preventDefault();
  };
  const activeTenant = filtered[active];

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      // Fading in, not growing: a growing list moves under the pointer for its first moments, so a
      // quick click pressed on one row was released on another and chose nothing.
      slots={{ transition: Fade }}
      // Opened from the keyboard, the focus trap otherwise keeps focus on the paper, not the search.
      slotProps={{ transition: { onEntered: () => searchRef.current?.focus() } }}
    >
      <Box sx={{ p: 1.5, width: 340 }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            autoFocus
            inputRef={searchRef}
            fullWidth
            size="small"
            value={switcher.query}
            placeholder={translate('shell.switcher.search')}
            onChange={(event) => {
              switcher.setQuery(event.target.value);
              setActive(0);
              setRefusal(undefined);
            }}
            onKeyDown={onKeyDown}
            slotProps={{
              htmlInput: {
                role: 'combobox',
                'aria-label': translate('shell.switcher.search'),
                'aria-expanded': true,
                'aria-controls': listId,
                'aria-activedescendant': activeTenant ? `${listId}-${activeTenant.tenantId}` : undefined,
              },
            }}
          />
          <Tooltip title={translate('shell.switcher.refresh')}>
            <span>
              {/* aria-disabled, not disabled: a disabled button drops the keyboard focus out of the popover. */}
              <IconButton
                aria-label={translate('shell.switcher.refresh')}
                aria-disabled={switcher.loading}
                onClick={() => {
                  if (!switcher.loading) void switcher.refresh();
                }}
              >
                <RefreshIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, mb: 0.5 }} aria-live="polite">
          {caption(switcher, translate)}
        </Typography>
        {refusal && (
          // Plain text rather than MUI's Alert: the alert's shared chunk would weigh on the sign-in page's too.
          <Box role="alert" sx={{ mb: 1, px: 1.5, py: 1, borderRadius: 1, border: 1, borderLeft: 4, borderColor: 'error.main' }}>
            <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {refusal.title}
            </Typography>
            <Typography variant="body2" component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {refusal.description}
            </Typography>
          </Box>
        )}
        {!switcher.loading && filtered.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            {translate('shell.switcher.empty')}
          </Typography>
        )}
        <TenantOptions
          id={listId}
          label={translate('shell.switcher.button')}
          tenants={filtered}
          activeIndex={active}
          currentId={current?.tenantId}
          onChoose={choose}
          onHover={setActive}
        />
      </Box>
    </Popover>
  );
}
