import AppsIcon from '@mui/icons-material/Apps';
import ChatIcon from '@mui/icons-material/Chat';
import DescriptionIcon from '@mui/icons-material/Description';
import DnsIcon from '@mui/icons-material/Dns';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import GavelIcon from '@mui/icons-material/Gavel';
import HelpIcon from '@mui/icons-material/Help';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PaletteIcon from '@mui/icons-material/Palette';
import RouterIcon from '@mui/icons-material/Router';
import SettingsIcon from '@mui/icons-material/Settings';
import SettingsBackupRestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import TaskIcon from '@mui/icons-material/Task';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { memo } from 'react';
import { Menu, useSidebarState, useStore, useTranslate } from 'react-admin';
import { useConsolePermissions } from '../components/use-console-permissions';
import { useLocation } from 'react-router-dom';
import { AUDIT_RESOURCE } from '../resources/audit-events/audit-record';

/** Areas spec §2 names whose behaviour it does not show (DESIGN §7): their pages say so. */
const NOT_AVAILABLE = [
  { to: '/templates', key: 'templates', icon: <DescriptionIcon /> },
  { to: '/template-center', key: 'templateCenter', icon: <ViewQuiltIcon /> },
  { to: '/tasks', key: 'tasks', icon: <TaskIcon /> },
  { to: '/targets', key: 'targets', icon: <TrackChangesIcon /> },
  { to: '/rules', key: 'rules', icon: <GavelIcon /> },
  { to: '/endpoints', key: 'endpoints', icon: <RouterIcon /> },
  { to: '/chats', key: 'chats', icon: <ChatIcon /> },
  { to: '/apps', key: 'apps', icon: <AppsIcon /> },
  { to: '/help-center', key: 'helpCenter', icon: <HelpIcon /> },
  { to: '/admin/endpoint-template', key: 'endpointTemplate', icon: <DnsIcon /> },
  { to: '/settings_backup', key: 'settingsBackup', icon: <SettingsBackupRestoreIcon /> },
] as const;

const isUnder = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * The areas that are not available yet, as one group apart from the working ones, closed unless
 * the page on screen is one of them. Its entries stay direct items of the menu, so the arrow keys
 * reach them as they reach every other entry.
 */
function NotAvailableGroup() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const [opened, setOpened] = useStore('menu.notAvailable.open', false);
  const here = NOT_AVAILABLE.some((area) => isUnder(pathname, area.to) && pathname !== '/settings_backup/appearance');
  const open = opened || here;
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
        NOT_AVAILABLE.map((area) => (
          <Menu.Item
            key={area.to}
            to={area.to}
            primaryText={`pages.areas.${area.key}`}
            leftIcon={area.icon}
            sx={{ pl: sidebarOpen ? 4 : undefined }}
          />
        ))}
    </>
  );
}

/**
 * The working areas first (dashboard, tenants, users, audit log, appearance, settings), then the
 * rest in one closed group. Memoized: react-admin redraws its routes just after it mounts, and the
 * menu has nothing new to show then.
 */
export const ConsoleMenu = memo(function ConsoleMenu() {
  // Tenants are for administrators alone (DESIGN §9): nobody else is offered a page that refuses them.
  const permissions = useConsolePermissions();
  return (
    <Menu>
      <Menu.DashboardItem />
      {permissions === 'admin' && <Menu.ResourceItem name="tenants" />}
      <Menu.ResourceItem name="users" />
      <Menu.ResourceItem name={AUDIT_RESOURCE} />
      <Menu.Item to="/settings_backup/appearance" primaryText="preferences.page.title" leftIcon={<PaletteIcon />} />
      <Menu.Item to="/settings" primaryText="accounts.settings.title" leftIcon={<SettingsIcon />} />
      <NotAvailableGroup />
    </Menu>
  );
});
