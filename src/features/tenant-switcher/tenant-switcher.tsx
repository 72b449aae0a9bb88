import RefreshIcon from '@mui/icons-material/Refresh';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import type { TenantSummary } from '../../generated/model';
import { usePreferences } from '../../components/preferences-context';
import { tenantColour } from '../../components/tenant-colour';
import { getStoredUser } from '../../lib/session';
import { ownTenantId } from '../tenant-context';
import { OwnTenantName } from './own-tenant-name';
import { useTenantSwitcher, type SwitchRefusal, type TenantSwitcher as TenantSwitcherState } from './use-tenant-switcher';

// The list (and its virtualizer, 8 KB gzipped) loads when the switcher first opens, or as the pointer
// comes to its button: the first screen of a visit that never opens it does not download it.
const loadOptions = () => import('./tenant-options');
const TenantOptions = lazy(() => loadOptions().then((module) => ({ default: module.TenantOptions })));

/** What the list holds, in words: every tenant, or what the server found. */
function caption(switcher: TenantSwitcherState, translate: TranslateFunction): string {
  if (switcher.loading) return translate('shell.switcher.loading');
  if (switcher.mode !== 'server') return translate('shell.switcher.count', { smart_count: switcher.filtered.length });
  if (switcher.searching) return translate('shell.switcher.searching');
  if (switcher.query.trim() === '') return translate('shell.switcher.serverMode');
  const { shown, capped } = switcher.serverMatches;
  return translate(capped ? 'shell.switcher.serverCountCapped' : 'shell.switcher.serverCount', { smart_count: shown });
}

/**
 * The app bar's tenant: administrators switch it; everyone else is shown the name of their own.
 * Who is an administrator is known from the stored session at once, and does not change in it.
 */
export function TenantSwitcher() {
  return getStoredUser()?.isAdmin === true ? <AdminTenantSwitcher /> : <OwnTenantName />;
}

/** The "Switch tenant" button and its searchable, keyboard-driven list. */
function AdminTenantSwitcher() {
  const translate = useTranslate();
  const switcher = useTenantSwitcher();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [active, setActive] = useState(0);
  // Said in the list itself: a toast would open under the pointer that just chose, over this list.
  const [refusal, setRefusal] = useState<SwitchRefusal>();
  const listId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const { filtered, current } = switcher;

  const close = () => {
    setAnchor(null);
    switcher.setQuery('');
    setActive(0);
    setRefusal(undefined);
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
  const name = current?.username ?? translate('shell.switcher.none');
  const { mode } = usePreferences();
  // Acting in another tenant than their own, the administrator sees it in its own colour at all times.
  const elsewhere = current !== undefined && current.tenantId !== ownTenantId();
  const colour = elsewhere ? tenantColour(current.tenantId, mode) : undefined;

  return (
    <>
      <Tooltip title={translate(elsewhere ? 'shell.switcher.labelElsewhere' : 'shell.switcher.label', { name })}>
        <Button
          color="inherit"
          startIcon={<SwapHorizIcon />}
          aria-label={`${translate('shell.switcher.button')}: ${name}`}
          aria-haspopup="listbox"
          aria-description={elsewhere ? translate('shell.switcher.elsewhere') : undefined}
          data-acting-elsewhere={elsewhere || undefined}
          onPointerEnter={() => void loadOptions()}
          onFocus={() => void loadOptions()}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={(theme) => ({
            textTransform: 'none',
            maxWidth: { xs: 150, sm: 240 },
            flexShrink: 0,
            // A phone's app bar keeps its room for the page's title: the tenant's name stays in the
            // button's accessible name and tooltip, and in the page's heading ("Users of acme").
            [theme.breakpoints.down('sm')]: { minWidth: 0, '& .MuiButton-startIcon': { mx: 0 }, '& [data-tenant-name]': { display: 'none' } },
            ...(colour && {
              bgcolor: colour.background,
              color: colour.text,
              borderRadius: 4,
              // A phone's app bar keeps what room it can for the page's title.
              px: { xs: 1, sm: 1.5 },
              mx: { xs: 0, sm: 0.5 },
              fontWeight: 600,
              '&:hover': { bgcolor: colour.background, filter: 'brightness(0.93)' },
            }),
          })}
        >
          <Box component="span" data-tenant-name sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {name}
          </Box>
        </Button>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
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
            // Plain text rather than MUI's Alert: the switcher is in every first screen, and the
            // alert's shared chunk would have weighed on the sign-in page's too.
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
          <Suspense fallback={null}>
            <TenantOptions
              id={listId}
              label={translate('shell.switcher.button')}
              tenants={filtered}
              activeIndex={active}
              currentId={current?.tenantId}
              onChoose={choose}
              onHover={setActive}
            />
          </Suspense>
        </Box>
      </Popover>
    </>
  );
}
