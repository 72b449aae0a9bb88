import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePreferences } from '../../components/preferences-context';
import { tenantColour } from '../../components/tenant-colour';
import { getStoredUser } from '../../lib/session';
import { ownTenantId } from '../tenant-context';
import { OwnTenantName } from './own-tenant-name';
import { useTenantSwitcher } from './use-tenant-switcher';

// The panel (MUI's text field, the list and its virtualizer) loads when the switcher first opens, or
// as the pointer or the focus comes to its button: the first screen of a visit that never opens it
// does not download it.
const loadPanel = () => import('./tenant-switcher-panel');
const TenantSwitcherPanel = lazy(() => loadPanel().then((module) => ({ default: module.TenantSwitcherPanel })));

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
  // Drawn from its first opening on, so that it can fade out as it closes.
  const [opened, setOpened] = useState(false);
  const { current } = switcher;
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
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpened(true);
          }}
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
      {opened && (
        <Suspense fallback={null}>
          <TenantSwitcherPanel switcher={switcher} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
