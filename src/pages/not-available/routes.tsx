import { Route } from 'react-router-dom';
import { lazyPage } from '../../components/lazy-page';
import type { pagesEn } from '../../i18n/locales/en/pages';

const NotAvailablePage = lazyPage(() => import('./not-available-page'));

type Area = keyof typeof pagesEn.pages.areas;

function page(area: Area) {
  return <NotAvailablePage titleKey={`pages.areas.${area}`} />;
}

/**
 * Every protected route of spec §2 except `/`, `/tenants`, `/users` and `/logs` (resources of their own),
 * for `<CustomRoutes>` with the layout.
 * `/settings`, `/settings/password`, `/settings/cname` and `/settings_backup/appearance` are left out: they have pages of their own.
 */
export function notAvailableRoutes() {
  return [
    <Route key="/templates" path="/templates" element={page('templates')} />,
    <Route key="/template-center" path="/template-center" element={page('templateCenter')} />,
    <Route key="/tasks" path="/tasks" element={page('tasks')} />,
    <Route key="/targets" path="/targets" element={page('targets')} />,
    <Route key="/targets/:id" path="/targets/:id" element={page('target')} />,
    <Route key="/rules" path="/rules" element={page('rules')} />,
    <Route key="/rules/:id" path="/rules/:id" element={page('rule')} />,
    <Route key="/endpoints" path="/endpoints" element={page('endpoints')} />,
    <Route key="/endpoints/:id" path="/endpoints/:id" element={page('endpoint')} />,
    <Route key="/endpoints/logs/:id" path="/endpoints/logs/:id" element={page('endpointLogs')} />,
    <Route key="/chats" path="/chats" element={page('chats')} />,
    <Route key="/apps" path="/apps" element={page('apps')} />,
    <Route key="/help-center" path="/help-center" element={page('helpCenter')} />,
    <Route key="/admin/endpoint-template" path="/admin/endpoint-template" element={page('endpointTemplate')} />,
    <Route key="/settings_backup" path="/settings_backup">
      <Route index element={page('settingsBackup')} />
      <Route path="account" element={page('settingsBackupAccount')} />
      <Route path="display" element={page('settingsBackupDisplay')} />
      <Route path="notifications" element={page('settingsBackupNotifications')} />
    </Route>,
  ];
}
