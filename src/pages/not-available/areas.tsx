import AppsIcon from '@mui/icons-material/Apps';
import ChatIcon from '@mui/icons-material/Chat';
import DescriptionIcon from '@mui/icons-material/Description';
import DnsIcon from '@mui/icons-material/Dns';
import GavelIcon from '@mui/icons-material/Gavel';
import HelpIcon from '@mui/icons-material/Help';
import RouterIcon from '@mui/icons-material/Router';
import SettingsBackupRestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import TaskIcon from '@mui/icons-material/Task';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import type { ReactElement } from 'react';
import type { pagesEn } from '../../i18n/locales/en/pages';

export type NotAvailableAreaKey = keyof typeof pagesEn.pages.areas;

/** A page of an area the console names but does not offer yet; its title is `pages.areas.<key>`. */
export interface NotAvailableArea {
  path: string;
  key: NotAvailableAreaKey;
  /** Areas with an icon have a menu entry (in the menu's group of areas not available yet); the rest are pages below them. */
  icon?: ReactElement;
}

/**
 * Every protected address except `/` and the resources' own, with the pages of its own left out:
 * `/settings`, `/settings/password`, `/settings/cname` and `/settings_backup/appearance`. In menu order.
 */
export const NOT_AVAILABLE_AREAS: readonly NotAvailableArea[] = [
  { path: '/templates', key: 'templates', icon: <DescriptionIcon /> },
  { path: '/template-center', key: 'templateCenter', icon: <ViewQuiltIcon /> },
  { path: '/tasks', key: 'tasks', icon: <TaskIcon /> },
  { path: '/targets', key: 'targets', icon: <TrackChangesIcon /> },
  { path: '/targets/:id', key: 'target' },
  { path: '/rules', key: 'rules', icon: <GavelIcon /> },
  { path: '/rules/:id', key: 'rule' },
  { path: '/endpoints', key: 'endpoints', icon: <RouterIcon /> },
  { path: '/endpoints/:id', key: 'endpoint' },
  { path: '/endpoints/logs/:id', key: 'endpointLogs' },
  { path: '/chats', key: 'chats', icon: <ChatIcon /> },
  { path: '/apps', key: 'apps', icon: <AppsIcon /> },
  { path: '/help-center', key: 'helpCenter', icon: <HelpIcon /> },
  { path: '/admin/endpoint-template', key: 'endpointTemplate', icon: <DnsIcon /> },
  { path: '/settings_backup', key: 'settingsBackup', icon: <SettingsBackupRestoreIcon /> },
  { path: '/settings_backup/account', key: 'settingsBackupAccount' },
  { path: '/settings_backup/display', key: 'settingsBackupDisplay' },
  { path: '/settings_backup/notifications', key: 'settingsBackupNotifications' },
];
