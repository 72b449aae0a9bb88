import MenuBookIcon from '@mui/icons-material/MenuBook';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate, useUserMenu } from 'react-admin';

/** Where the server serves its browsable API reference (outside the console's routes). */
export const API_REFERENCE_PATH = '/api/docs';

/** "API reference" in the user menu, in a new tab so the console stays where it was. */
export function ApiReferenceMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component="a" href={API_REFERENCE_PATH} target="_blank" rel="noopener noreferrer" onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <MenuBookIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('shell.apiReference')}</ListItemText>
    </MenuItem>
  );
}
