import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { shortcutLabel, usePaletteShortcut } from './use-palette-shortcut';

export interface CommandPaletteProps {
  /** The dialog, loaded with its first opening: the first screen does not carry it. */
  dialog: ComponentType<{ onClose(): void }> & { preload?: () => unknown };
}

const KEY_LOOK = {
  fontFamily: 'inherit',
  fontSize: '0.75rem',
  lineHeight: 1.4,
  px: 0.75,
  border: 1,
  borderColor: 'currentColor',
  borderRadius: 1,
  opacity: 0.85,
  whiteSpace: 'nowrap',
} as const;

/**
 * The command palette's app-bar button (the shortcut written on it where there is room) and its
 * keys, Ctrl+K / ⌘K / `/` anywhere, which open the dialog (`palette-dialog.tsx`).
 */
export function CommandPalette({ dialog: PaletteDialog }: CommandPaletteProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  usePaletteShortcut(() => setOpen(true));
  const label = translate('shell.palette.open');
  const shortcut = shortcutLabel();
  return (
    <>
      <Tooltip title={`${label} (${shortcut})`}>
        <Button
          color="inherit"
          aria-label={label}
          aria-keyshortcuts="Control+K Meta+K /"
          onClick={() => setOpen(true)}
          // Its code is asked for as the pointer or the focus reaches the button.
          onPointerEnter={() => void PaletteDialog.preload?.()}
          onFocus={() => void PaletteDialog.preload?.()}
          sx={{ minWidth: 0, flexShrink: 0, gap: 1, textTransform: 'none', px: { xs: 0.5, md: 1.5 } }}
        >
          <SearchIcon />
          <Box component="kbd" sx={{ ...KEY_LOOK, display: { xs: 'none', md: 'inline' } }}>
            {shortcut}
          </Box>
        </Button>
      </Tooltip>
      {open && <PaletteDialog onClose={() => setOpen(false)} />}
    </>
  );
}
