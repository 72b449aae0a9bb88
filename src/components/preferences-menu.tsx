import CheckIcon from '@mui/icons-material/Check';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlinedIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu, { loadMenu } from './menu-on-demand';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FONTS, THEMES, fontStack, type Font, type ThemePreference } from '../lib/preferences';

export interface PreferencesMenuProps {
  theme: ThemePreference;
  font: Font;
  onThemeChange: (theme: ThemePreference) => void;
  onFontChange: (font: Font) => void;
}

const THEME_ICONS: Record<ThemePreference, ReactNode> = {
  light: <LightModeOutlinedIcon />,
  dark: <DarkModeOutlinedIcon />,
  system: <SettingsBrightnessOutlinedIcon />,
};

interface RadioItemOptions {
  key: string;
  checked: boolean;
  label: string;
  fontFamily?: string;
  onSelect: () => void;
}

// A function, not a component: Menu moves focus by cloning its direct MenuItem children.
function radioItem({ key, checked, label, fontFamily, onSelect }: RadioItemOptions) {
  return (
    <MenuItem key={key} role="menuitemradio" aria-checked={checked} selected={checked} onClick={onSelect}>
      <ListItemIcon>{checked ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
      <ListItemText sx={fontFamily ? { fontFamily } : undefined} disableTypography={Boolean(fontFamily)}>
        {label}
      </ListItemText>
    </MenuItem>
  );
}

function heading(key: string, text: string) {
  return (
    <ListSubheader key={key} disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
      {text}
    </ListSubheader>
  );
}

/** The app-bar button for theme and font; the icon shows the current theme choice. */
export function PreferencesMenu({ theme, font, onThemeChange, onFontChange }: PreferencesMenuProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = translate('preferences.label');
  const close = () => setAnchor(null);

  // Menu wants its items as direct children (keyboard moves between siblings), so no fragments.
  const items = [
    heading('theme-heading', translate('preferences.theme.label')),
    ...THEMES.map((choice) =>
      radioItem({
        key: `theme-${choice}`,
        checked: choice === theme,
        label: translate(`preferences.theme.${choice}`),
        onSelect: () => {
          onThemeChange(choice);
          close();
        },
      }),
    ),
    <Divider key="divider" />,
    heading('font-heading', translate('preferences.font.label')),
    ...FONTS.map((choice) =>
      radioItem({
        key: `font-${choice}`,
        checked: choice === font,
        label: translate(`preferences.font.${choice}`),
        fontFamily: fontStack(choice),
        onSelect: () => {
          onFontChange(choice);
          close();
        },
      }),
    ),
  ];

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onPointerEnter={() => void loadMenu()}
          onFocus={() => void loadMenu()}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {THEME_ICONS[theme]}
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        // Focus starts on the first choice; two groups each have a checked item, so "selected" cannot pick one.
        variant="menu"
        slotProps={{ list: { 'aria-label': label, dense: true } }}
      >
        {items}
      </Menu>
    </>
  );
}
