import DashboardIcon from '@mui/icons-material/Dashboard';
import DnsIcon from '@mui/icons-material/Dns';
import PolicyIcon from '@mui/icons-material/Policy';
import PasswordIcon from '@mui/icons-material/Password';
import { createElement, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useCurrentUser } from '../components/use-current-user';
import { PASSWORD_PATH } from '../components/use-must-change-password';
import type { PalettePage } from '../features/command-palette/palette-dialog';
import { DOMAINS_PATH } from '../pages/domains/domains-path';
import { POLICY_PATH } from '../pages/policy/policy-path';
import { SETTINGS_ENTRIES, useOfferedResources, type ConsolePage } from './menu';

/** Settings' own pages, which the menu reaches through Settings and the palette offers directly. */
const SETTINGS_PAGES: readonly ConsolePage[] = [{ to: PASSWORD_PATH, label: 'accounts.password.title', icon: <PasswordIcon /> }];
/** Domain ownership is its tenant's owners' (and administrators'): members are shown that it is not theirs. */
const MANAGERS_PAGES: readonly ConsolePage[] = [
  { to: DOMAINS_PATH, label: 'domains.page.title', icon: <DnsIcon /> },
  { to: POLICY_PATH, label: 'policy.title', icon: <PolicyIcon /> },
];

/** The pages the command palette goes to: the menu's, as this user is offered them, and Settings' own. */
export function usePalettePages(): PalettePage[] {
  const translate = useTranslate();
  const resources = useOfferedResources();
  const manager = useCurrentUser().access === 'manage';
  return useMemo(
    () => [
      { to: '/', label: translate('ra.page.dashboard'), icon: <DashboardIcon /> },
      ...resources.map((resource) => ({
        to: `/${resource.name}`,
        label: translate(`resources.${resource.name}.name`, { smart_count: 2 }),
        icon: createElement(resource.icon),
      })),
      ...[...SETTINGS_ENTRIES, ...SETTINGS_PAGES, ...(manager ? MANAGERS_PAGES : [])].map((page) => ({ ...page, label: translate(page.label) })),
    ],
    [translate, resources, manager],
  );
}
