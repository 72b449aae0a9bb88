import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ListBase, Title, useListContext, type ListControllerProps } from 'react-admin';
import { OfflineNotice } from './offline-notice';
import { LightPagination } from './light-pagination';

export interface LightListProps extends Omit<ListControllerProps, 'exporter'> {
  /** The list's filters: each reads and sets the list's filter values itself (ListSearchFilter, ListSelectFilter). */
  filters?: ReactNode;
  /** The buttons at the toolbar's end (create, export). */
  actions?: ReactNode;
  /** The rows: a LightDatagrid, or a phone's LightSimpleList. */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * The filters on the left, the actions on the right, both at the foot of the toolbar; on a phone
 * the actions above and each filter the screen's width, as react-admin's list toolbar lays them out.
 */
const Toolbar = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  width: '100%',
  [theme.breakpoints.down('md')]: { flexWrap: 'wrap' },
  [theme.breakpoints.down('sm')]: { flexDirection: 'column-reverse', backgroundColor: theme.palette.background.paper },
}));

const Filters = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  columnGap: theme.spacing(2),
  // Below each field, the dense margin and the form's padding react-admin's filter form leaves.
  padding: theme.spacing(1, 0, 1),
  [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
  [theme.breakpoints.down('sm')]: { width: '100%', rowGap: theme.spacing(1), '& > *': { width: '100%' } },
}));

const CONTENT = { position: 'relative', overflow: 'inherit', boxShadow: { xs: 'none', sm: undefined } } as const;

/**
 * A list page as react-admin's `<List>` draws it (title, toolbar, rows in a card, pagination),
 * on ra-core's list controller, with filters that are plain fields instead of react-admin's filter
 * form: the form, its inputs and react-hook-form were a tenth of the first screen's download, for
 * a search box and a choice or two.
 */
export function LightList({ filters, actions, children, sx, ...controller }: LightListProps) {
  return (
    <ListBase {...controller}>
      <LightListView filters={filters} actions={actions} sx={sx}>
        {children}
      </LightListView>
    </ListBase>
  );
}

function LightListView({ filters, actions, children, sx }: Omit<LightListProps, keyof ListControllerProps>) {
  const { defaultTitle, resource, isPaused, isPending, isPlaceholderData } = useListContext();
  const offline = isPaused && (isPending || isPlaceholderData);
  return (
    <Box className="list-page" sx={sx}>
      <Title defaultTitle={defaultTitle} preferenceKey={`${resource}.list.title`} />
      <Toolbar>
        <Filters role="search">{filters}</Filters>
        {actions}
      </Toolbar>
      <Card sx={CONTENT}>{offline ? <OfflineNotice /> : children}</Card>
      <LightPagination />
    </Box>
  );
}
