import PasswordIcon from '@mui/icons-material/Password';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PASSWORD_PATH } from '../components/use-must-change-password';

/** "Change password" in the user menu: one's own password, wherever one is. */
export function ChangePasswordMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={RouterLink} to={PASSWORD_PATH} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <PasswordIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('accounts.menu.changePassword')}</ListItemText>
    </MenuItem>
  );
}
