import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PaletteIcon from '@mui/icons-material/Palette';
import SettingsIcon from '@mui/icons-material/Settings';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { memo, useMemo, useState, type ReactElement } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { useConsolePermissions } from '../components/use-console-permissions';
import { useCurrentUser } from '../components/use-current-user';
import { useLocation } from 'react-router-dom';
import { NOT_AVAILABLE_AREAS } from '../pages/not-available/areas';
import { activeMenuEntry } from './active-menu-entry';
import type { ResourceModule } from '../lib/resource-module';
import { RESOURCES } from './resource-list';

/** The menu's entries for areas not available yet: those with an icon (the rest are pages below them). */
const NOT_AVAILABLE = NOT_AVAILABLE_AREAS.filter((area) => area.icon !== undefined);

const APPEARANCE_PATH = '/settings_backup/appearance';

/** A page of the console with an entry of its own: in the menu, the command palette, or both. */
export interface ConsolePage {
  to: string;
  /** Its message key. */
  label: string;
  icon: ReactElement;
}

/** The menu's entries after the resources', in its order (the command palette offers them too). */
export const SETTINGS_ENTRIES: readonly ConsolePage[] = [
  { to: APPEARANCE_PATH, label: 'preferences.page.title', icon: <PaletteIcon /> },
  { to: '/settings', label: 'accounts.settings.title', icon: <SettingsIcon /> },
];

const WORKING_PATHS = ['/', ...RESOURCES.map((resource) => `/${resource.name}`), ...SETTINGS_ENTRIES.map((entry) => entry.to)];
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
/** The resources this user is offered, in menu order: the menu's and the command palette's. */
export function useOfferedResources(): ResourceModule[] {
  // A resource for administrators alone is offered to nobody else: its pages would refuse them.
  const permissions = useConsolePermissions();
  // One for a tenant's owners is offered once the server said who the user is (administrators at once).
  const manager = useCurrentUser().access === 'manage';
  return useMemo(
    () => RESOURCES.filter((resource) => (resource.audience === 'tenant' || permissions === 'admin') && (resource.offeredTo !== 'managers' || manager)),
    [permissions, manager],
  );
}

export const ConsoleMenu = memo(function ConsoleMenu() {
  const resources = useOfferedResources();
  const active = useActiveEntry();
  const marks = (to: string) => currentMarks(to === active);
  return (
    <Menu>
      <Menu.DashboardItem {...marks('/')} />
      {resources.map((resource) => (
        <Menu.ResourceItem key={resource.name} name={resource.name} {...marks(`/${resource.name}`)} />
      ))}
      {SETTINGS_ENTRIES.map((entry) => (
        <Menu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={entry.icon} {...marks(entry.to)} />
      ))}
      <NotAvailableGroup />
    </Menu>
  );
});
