import AppsIcon from '@mui/icons-material/Apps';
import ArticleIcon from '@mui/icons-material/Article';
import PaletteIcon from '@mui/icons-material/Palette';
import ChatIcon from '@mui/icons-material/Chat';
import DescriptionIcon from '@mui/icons-material/Description';
import DnsIcon from '@mui/icons-material/Dns';
import GavelIcon from '@mui/icons-material/Gavel';
import HelpIcon from '@mui/icons-material/Help';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import RouterIcon from '@mui/icons-material/Router';
import SettingsIcon from '@mui/icons-material/Settings';
import SettingsBackupRestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import TaskIcon from '@mui/icons-material/Task';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { Menu } from 'react-admin';

const AREAS = [
  { to: '/users', key: 'users', icon: <PeopleIcon /> },
  { to: '/templates', key: 'templates', icon: <DescriptionIcon /> },
  { to: '/template-center', key: 'templateCenter', icon: <ViewQuiltIcon /> },
  { to: '/tasks', key: 'tasks', icon: <TaskIcon /> },
  { to: '/targets', key: 'targets', icon: <TrackChangesIcon /> },
  { to: '/rules', key: 'rules', icon: <GavelIcon /> },
  { to: '/endpoints', key: 'endpoints', icon: <RouterIcon /> },
  { to: '/logs', key: 'logs', icon: <HistoryIcon /> },
  { to: '/chats', key: 'chats', icon: <ChatIcon /> },
  { to: '/apps', key: 'apps', icon: <AppsIcon /> },
  { to: '/help-center', key: 'helpCenter', icon: <HelpIcon /> },
  { to: '/admin/endpoint-template', key: 'endpointTemplate', icon: <DnsIcon /> },
  { to: '/settings', key: 'settings', icon: <SettingsIcon /> },
  { to: '/settings_backup', key: 'settingsBackup', icon: <SettingsBackupRestoreIcon /> },
] as const;

/** Every area of spec §2: the dashboard, tenants, then the areas this version only names. */
export function ConsoleMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItem name="tenants" />
      {AREAS.map((area) => (
        <Menu.Item key={area.to} to={area.to} primaryText={`pages.areas.${area.key}`} leftIcon={area.icon ?? <ArticleIcon />} />
      ))}
      <Menu.Item to="/settings_backup/appearance" primaryText="preferences.page.title" leftIcon={<PaletteIcon />} />
    </Menu>
  );
}
