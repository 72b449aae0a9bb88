import ApartmentIcon from '@mui/icons-material/Apartment';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PeopleIcon from '@mui/icons-material/People';
import SettingsBrightnessOutlinedIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TranslateIcon from '@mui/icons-material/Translate';
import { useMemo, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { TenantSummary } from '../../generated/model';
import { LANGUAGE_CHOICES } from '../../components/language-choices';
import { usePreferences } from '../../components/preferences-context';
import { THEMES, type ThemePreference } from '../../lib/preferences';
import { readRecentTenants } from '../../lib/recent-tenants';
import { getStoredUser } from '../../lib/session';
import { useActingTenant } from '../tenant-context';
import { useTenantSearch } from '../tenant-switcher/use-tenant-directory';
import { useSwitchTenant } from '../tenant-switcher/use-tenant-switcher';

/** A page the palette goes to, as the application offers it to this user. */
export interface PalettePage {
  to: string;
  /** Its name, in the language shown. */
  label: string;
  icon: ReactNode;
}

export type PaletteGroupKey = 'pages' | 'tenants' | 'preferences';

export interface PaletteEntry {
  id: string;
  label: string;
  /** Shown after the label, smaller: a tenant's id, "current". */
  detail?: string;
  icon: ReactNode;
  run(): void;
}

export interface PaletteGroup {
  key: PaletteGroupKey;
  label: string;
  entries: PaletteEntry[];
}

export interface PaletteEntries {
  groups: PaletteGroup[];
  /** Every entry, in the order the arrow keys go through them. */
  flat: PaletteEntry[];
  /** What the tenant search is doing, in words; undefined when it is not searching. */
  tenantStatus: string | undefined;
}

/** At most this many tenants found are offered, each with its four entries. */
export const PALETTE_TENANTS = 8;

const THEME_ICONS: Record<ThemePreference, ReactNode> = {
  light: <LightModeOutlinedIcon />,
  dark: <DarkModeOutlinedIcon />,
  system: <SettingsBrightnessOutlinedIcon />,
};

const normalise = (text: string) => text.trim().toLocaleLowerCase();
const matches = (label: string, needle: string) => needle === '' || normalise(label).includes(needle);

/**
 * What the palette offers for what was typed: the pages whose name holds it, for an administrator
 * the tenants the server finds by name, domain or id (the recent ones before anything is typed),
 * and the language and theme choices.
 */
export function usePaletteEntries(query: string, pages: readonly PalettePage[]): PaletteEntries {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale, setLocale] = useLocaleState();
  const preferences = usePreferences();
  const { switchTo } = useSwitchTenant();
  const acting = useActingTenant().tenantId;
  const isAdmin = getStoredUser()?.isAdmin === true;
  const needle = normalise(query);
  const search = useTenantSearch(isAdmin && needle !== '', query);

  const tenantsFound: TenantSummary[] = useMemo(() => {
    if (!isAdmin) return [];
    if (needle === '') return readRecentTenants();
    // Never the matches of an earlier text: Enter pressed as the typing ends would act on one of them.
    if (search.stale) return [];
    return (search.tenants ?? []).slice(0, PALETTE_TENANTS);
  }, [isAdmin, needle, search.tenants, search.stale]);

  return useMemo(() => {
    const goIn = (tenant: TenantSummary, to: string) => {
      if (tenant.tenantId !== acting && !switchTo(tenant)) return;
      navigate(to);
    };

    const pageEntries: PaletteEntry[] = pages
      .filter((page) => matches(page.label, needle))
      .map((page) => ({ id: `page-${page.to}`, label: page.label, icon: page.icon, run: () => navigate(page.to) }));

    const tenantEntries: PaletteEntry[] = tenantsFound.flatMap((tenant) => {
      const name = tenant.username;
      const detail = tenant.enabled ? `#${tenant.tenantId}` : `#${tenant.tenantId} · ${translate('shell.switcher.disabled')}`;
      const open: PaletteEntry = {
        id: `tenant-${tenant.tenantId}-open`,
        label: translate('shell.palette.tenant.open', { name }),
        detail,
        icon: <ApartmentIcon />,
        run: () => navigate(`/tenants/${tenant.tenantId}/show`),
      };
      // A disabled tenant cannot be acted in: only its page is offered.
      if (!tenant.enabled) return [open];
      const here = tenant.tenantId === acting;
      return [
        ...(here
          ? []
          : [{ id: `tenant-${tenant.tenantId}-switch`, label: translate('shell.palette.tenant.switch', { name }), detail, icon: <SwapHorizIcon />, run: () => void switchTo(tenant) }]),
        open,
        { id: `tenant-${tenant.tenantId}-users`, label: translate('shell.palette.tenant.users', { name }), detail, icon: <PeopleIcon />, run: () => goIn(tenant, '/users') },
        { id: `tenant-${tenant.tenantId}-logs`, label: translate('shell.palette.tenant.logs', { name }), detail, icon: <ListAltIcon />, run: () => goIn(tenant, '/logs') },
      ];
    });

    const current = translate('shell.palette.current');
    const preferenceEntries: PaletteEntry[] = [
      ...LANGUAGE_CHOICES.map((language) => ({
        id: `language-${language.locale}`,
        label: translate('shell.palette.language', { language: translate(language.key) }),
        detail: language.locale === locale ? current : undefined,
        icon: <TranslateIcon />,
        run: () => setLocale(language.locale),
      })),
      ...THEMES.map((theme) => ({
        id: `theme-${theme}`,
        label: translate('shell.palette.theme', { theme: translate(`preferences.theme.${theme}`) }),
        detail: theme === preferences.theme ? current : undefined,
        icon: THEME_ICONS[theme],
        run: () => preferences.setTheme(theme),
      })),
    ].filter((entry) => matches(entry.label, needle));

    const groups: PaletteGroup[] = [
      // The server's answer comes last: arriving, it moves nothing the arrow keys have reached.
      { key: 'pages' as const, label: translate('shell.palette.groups.pages'), entries: pageEntries },
      { key: 'preferences' as const, label: translate('shell.palette.groups.preferences'), entries: preferenceEntries },
      {
        key: 'tenants' as const,
        label: translate(needle === '' ? 'shell.palette.groups.recentTenants' : 'shell.palette.groups.tenants'),
        entries: tenantEntries,
      },
    ].filter((group) => group.entries.length > 0);

    const tenantStatus =
      !isAdmin || needle === ''
        ? undefined
        : search.searching || search.pending
          ? translate('shell.switcher.searching')
          : search.error
            ? translate('shell.switcher.loadFailedDefault')
            : tenantsFound.length === 0
              ? translate('shell.palette.noTenant')
              : undefined;

    return { groups, flat: groups.flatMap((group) => group.entries), tenantStatus };
  }, [pages, needle, tenantsFound, translate, navigate, switchTo, acting, locale, setLocale, preferences, isAdmin, search.searching, search.pending, search.error]);
}
