import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { darken, lighten, styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Button, useListContext, useTranslate } from 'react-admin';

/** How many records "select all" takes at most, as react-admin's button does. */
export const SELECT_ALL_LIMIT = 250;

/**
 * Over the table's header while rows are selected, folded away otherwise: react-admin's bulk
 * toolbar, its colours and its slide.
 */
const Bar = styled('div', { shouldForwardProp: (prop) => prop !== 'open' })<{ open: boolean }>(({ theme, open }) => ({
  position: 'absolute',
  left: 0,
  right: 0,
  zIndex: 3,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: theme.spacing(0, 2),
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.mode === 'light' ? lighten(theme.palette.primary.light, 0.8) : darken(theme.palette.primary.dark, 0.5),
  borderTopLeftRadius: theme.shape.borderRadius,
  borderTopRightRadius: theme.shape.borderRadius,
  overflowY: 'hidden',
  height: open ? theme.spacing(6) : 0,
  transform: open ? `translateY(${theme.spacing(-6)})` : 'none',
  transition: theme.transitions.create(['height', 'transform']),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 3) },
}));

const Title = styled('div')(({ theme }) => ({ ...theme.typography.body1, display: 'flex', alignItems: 'center', gap: theme.spacing(1), color: theme.palette.text.primary }));

const Buttons = styled('div')(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.spacing(1), padding: theme.spacing(0.5) }));

/**
 * How many rows are selected, a way to clear the selection, "select all" once this page's rows
 * all are (up to `SELECT_ALL_LIMIT` of every page), and the list's bulk buttons.
 */
export function LightBulkActionsToolbar({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems, onSelectAll, data, total } = useListContext();
  const open = selectedIds.length > 0;
  const pageAllSelected = data?.every((record) => selectedIds.includes(record.id)) ?? false;
  const moreToSelect = pageAllSelected && total !== selectedIds.length && selectedIds.length < SELECT_ALL_LIMIT;
  return (
    <div style={{ position: 'relative' }}>
      <Bar open={open} aria-hidden={!open} inert={!open}>
        <Title>
          <IconButton aria-label={translate('ra.action.unselect')} title={translate('ra.action.unselect')} onClick={() => onUnselectItems()} color="primary" size="small" sx={{ ml: '-0.5em' }}>
            <CloseIcon fontSize="small" />
          </IconButton>
          <span>{translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}</span>
          {moreToSelect && <Button label="ra.action.select_all_button" onClick={() => onSelectAll({ limit: SELECT_ALL_LIMIT })} />}
        </Title>
        <Buttons>{children}</Buttons>
      </Bar>
    </div>
  );
}
