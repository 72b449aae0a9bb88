import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { BulkFailure } from './bulk-outcome';
import { WRAP_LONG_TEXT } from './long-text';

export interface BulkFailuresDialogProps {
  /** The records a bulk action could not change; the dialog is open while there are any. */
  failures: readonly BulkFailure[];
  /** The title, with `%{smart_count}`. */
  title: string;
  onClose: () => void;
}

/** Each record a bulk action could not change, by name, with the server's reason. */
export function BulkFailuresDialog({ failures, title, onClose }: BulkFailuresDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={failures.length > 0} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(title, { smart_count: failures.length })}</DialogTitle>
      <DialogContent dividers>
        <List dense disablePadding sx={WRAP_LONG_TEXT}>
          {failures.map((failure) => (
            <ListItem key={String(failure.id)} disableGutters>
              <ListItemText primary={failure.name} secondary={failure.reason} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
