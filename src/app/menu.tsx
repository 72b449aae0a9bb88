import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PaletteIcon from '@mui/icons-material/Palette';
import SettingsIcon from '@mui/icons-material/Settings';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { memo, useState } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { useConsolePermissions } from '../components/use-console-permissions';
import { useCurrentUser } from '../components/use-current-user';
import { useLocation } from 'react-router-dom';
import { NOT_AVAILABLE_AREAS } from '../pages/not-available/areas';
import { activeMenuEntry } from './active-menu-entry';
import { RESOURCES } from './resource-list';

/** The menu's entries for areas not available yet: those with an icon (the rest are pages below them). */
const NOT_AVAILABLE = NOT_AVAILABLE_AREAS.filter((area) => area.icon !== undefined);

const APPEARANCE_PATH = '/settings_backup/appearance';
const WORKING_PATHS = ['/', ...RESOURCES.map((resource) => `/${resource.name}`), APPEARANCE_PATH, '/settings'];
const MENU_PATHS = [...WORKING_PATHS, ...NOT_AVAILABLE.map((area) => area.path)];

const NOT_CURRENT_LOOK = { '&.RaMenuItemLink-active': { color: 'text.secondary' } } as const;

/**
 * The marks of the one entry the page belongs to. React-admin marks every entry whose address
 * begins the page's, so on Appearance (`/settings_backup/appearance`) Legacy settings
 * (`/settings_backup`) looked current too: that entry keeps the look of the others.
 */
function currentMarks(current: boolean) {
  return { 'aria-current': current ? ('page' as const) : undefined, sx: current ? {} : NOT_CURRENT_LOOK };
}

function useActiveEntry(): string | undefined {
  return activeMenuEntry(useLocation().pathname, MENU_PATHS);
}

/**
 * The areas that are not available yet, as one group apart from the working ones, closed unless
 * the page on screen is one of them. Its entries stay direct items of the menu, so the arrow keys
 * reach them as they reach every other entry.
 */
function NotAvailableGroup() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const active = useActiveEntry();
  const here = NOT_AVAILABLE.some((area) => area.path === active);
  // Opened or closed by hand for the page on screen only: on the next page the group is open
  // exactly when that page is one of its own.
  const [toggled, setToggled] = useState<{ pathname: string; open: boolean }>();
  const open = toggled?.pathname === pathname ? toggled.open : here;
  const setOpened = (next: boolean) => setToggled({ pathname, open: next });
  const label = translate('shell.menu.notAvailable');
  return (
    <>
      <MenuItem
        aria-expanded={open}
        onClick={() => setOpened(!open)}
        title={sidebarOpen ? undefined : label}
        sx={{ color: 'text.secondary' }}
      >
        <ListItemIcon>
          <HourglassEmptyIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={label} />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </MenuItem>
      {open &&
        NOT_AVAILABLE.map((area) => {
          const marks = currentMarks(area.path === active);
          return (
            <Menu.Item
              key={area.path}
              to={area.path}
              primaryText={`pages.areas.${area.key}`}
              leftIcon={area.icon}
              aria-current={marks['aria-current']}
              sx={{ pl: sidebarOpen ? 4 : undefined, ...marks.sx }}
            />
          );
        })}
    </>
  );
}

/**
 * The working areas first (dashboard, tenants, users, audit log, appearance, settings), then the
 * rest in one closed group. Memoized: react-admin redraws its routes just after it mounts, and the
 * menu has nothing new to show then.
 */
export const ConsoleMenu = memo(function ConsoleMenu() {
  // A resource for administrators alone is offered to nobody else: its pages would refuse them.
  const permissions = useConsolePermissions();
  // One for a tenant's owners is offered once the server said who the user is (administrators at once).
  const manager = useCurrentUser().access === 'manage';
  const offered = (resource: (typeof RESOURCES)[number]) =>
    (resource.audience === 'tenant' || permissions === 'admin') && (resource.offeredTo !== 'managers' || manager);
  const active = useActiveEntry();
  const marks = (to: string) => currentMarks(to === active);
  return (
    <Menu>
      <Menu.DashboardItem {...marks('/')} />
      {RESOURCES.filter(offered).map((resource) => (
        <Menu.ResourceItem key={resource.name} name={resource.name} {...marks(`/${resource.name}`)} />
      ))}
      <Menu.Item to={APPEARANCE_PATH} primaryText="preferences.page.title" leftIcon={<PaletteIcon />} {...marks(APPEARANCE_PATH)} />
      <Menu.Item to="/settings" primaryText="accounts.settings.title" leftIcon={<SettingsIcon />} {...marks('/settings')} />
      <NotAvailableGroup />
    </Menu>
  );
});
