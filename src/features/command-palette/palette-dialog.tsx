import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import { shortcutLabel } from './use-palette-shortcut';
import { usePaletteEntries, type PaletteEntry, type PalettePage } from './use-palette-entries';

export type { PalettePage } from './use-palette-entries';

/** The dialog, mounted only while open: each opening starts with an empty search. */
export function PaletteDialog({ pages, onClose }: { pages: readonly PalettePage[]; onClose(): void }) {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const titleId = useId();
  const { groups, flat, tenantStatus } = usePaletteEntries(query, pages);
  const index = Math.min(active, flat.length - 1);
  const activeEntry = index >= 0 ? flat[index] : undefined;
  const optionId = (entry: PaletteEntry) => `${listId}-${entry.id}`;

  useEffect(() => {
    if (!activeEntry) return;
    const row = document.getElementById(optionId(activeEntry));
    // jsdom has no scrollIntoView.
    row?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeEntry?.id]);

  const run = (entry: PaletteEntry) => {
    onClose();
    entry.run();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = flat.length - 1;
    if (event.key === 'ArrowDown') setActive(index >= last ? 0 : index + 1);
    else if (event.key === 'ArrowUp') setActive(index <= 0 ? last : index - 1);
    else if (event.key === 'Home' && event.ctrlKey) setActive(0);
    else if (event.key === 'End' && event.ctrlKey) setActive(last);
    else if (event.key === 'Enter' && activeEntry) run(activeEntry);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{
        paper: {
          sx: {
            mt: { xs: 1, sm: '10vh' },
            mx: { xs: 1, sm: 4 },
            width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' },
            maxWidth: { xs: 'calc(100% - 16px)', sm: 600 },
            maxHeight: { xs: 'calc(100% - 16px)', sm: '75vh' },
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Typography id={titleId} component="h2" sx={VISUALLY_HIDDEN}>
        {translate('shell.palette.title')}
      </Typography>
      <Box sx={{ p: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          value={query}
          placeholder={translate('shell.palette.placeholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('shell.palette.search'),
              'aria-autocomplete': 'list',
              'aria-expanded': flat.length > 0,
              'aria-controls': listId,
              'aria-activedescendant': activeEntry ? optionId(activeEntry) : undefined,
              autoComplete: 'off',
              spellCheck: false,
            },
          }}
        />
      </Box>
      <Box
        id={listId}
        role="listbox"
        aria-label={translate('shell.palette.results')}
        sx={{ overflowY: 'auto', flex: '1 1 auto', minHeight: 0, px: 1, py: flat.length > 0 ? 1 : 0 }}
      >
        {groups.map((group) => {
          const headingId = `${listId}-${group.key}`;
          return (
            <Box key={group.key} role="group" aria-labelledby={headingId} sx={{ '& + &': { mt: 1 } }}>
              <Typography id={headingId} aria-hidden variant="caption" color="text.secondary" component="div" sx={{ px: 1.5, py: 0.5, fontWeight: 600 }}>
                {group.label}
              </Typography>
              {group.entries.map((entry) => {
                const at = flat.indexOf(entry);
                const isActive = at === index;
                return (
                  <Box
                    key={entry.id}
                    id={optionId(entry)}
                    role="option"
                    aria-selected={isActive}
                    // The focus stays in the search: a click runs the entry without taking it.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => run(entry)}
                    onMouseMove={() => {
                      if (!isActive) setActive(at);
                    }}
                    sx={(theme) => ({
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      minHeight: 40,
                      px: 1.5,
                      borderRadius: 1,
                      cursor: 'pointer',
                      bgcolor: isActive ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.24 : 0.12) : 'transparent',
                      '& > svg': { color: 'text.secondary', fontSize: 20, flexShrink: 0 },
                    })}
                  >
                    {entry.icon}
                    <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                      {entry.label}
                    </Box>
                    {/* A space for the accessible name ("initech #4"); a flex row draws none. */}
                    {entry.detail && ' '}
                    {entry.detail && (
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                        {entry.detail}
                      </Typography>
                    )}
                  </Box>
                );
              })}
            </Box>
          );
        })}
      </Box>
      <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="caption" color="text.secondary" component="p" aria-live="polite">
          {tenantStatus ?? (flat.length === 0 ? translate('shell.palette.empty') : translate('shell.palette.hint', { shortcut: shortcutLabel() }))}
        </Typography>
      </Box>
    </Dialog>
  );
}
