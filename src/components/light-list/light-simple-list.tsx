import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ListNoResults, RecordContextProvider, useCreatePath, useListContext, useResourceContext, type RaRecord } from 'react-admin';

export interface LightSimpleListProps<R extends RaRecord> {
  primaryText: (record: R) => ReactNode;
  secondaryText: (record: R) => ReactNode;
  /** At the end of the first line, greyed (the record's id). */
  tertiaryText?: (record: R) => ReactNode;
  /** The page each line opens. */
  rowClick: 'show' | 'edit';
}

/**
 * A list on a phone: one line per record, each a link to its page, as react-admin's SimpleList
 * draws it, from MUI's list parts alone (react-admin's brings its loading skeleton and avatars).
 */
export function LightSimpleList<R extends RaRecord>({ primaryText, secondaryText, tertiaryText, rowClick }: LightSimpleListProps<R>) {
  const { data, isPending, total } = useListContext<R>();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (isPending && !data) return null;
  if (!data || data.length === 0 || total === 0) return <ListNoResults />;
  return (
    <List>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <ListItem disablePadding>
            <ListItemButton component={Link} to={createPath({ resource, id: record.id, type: rowClick })}>
              <ListItemText
                primary={
                  <span style={{ display: 'block' }}>
                    {primaryText(record)}
                    {tertiaryText && <span style={{ float: 'right', opacity: 0.541176 }}>{tertiaryText(record)}</span>}
                  </span>
                }
                secondary={secondaryText(record)}
              />
            </ListItemButton>
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  );
}
