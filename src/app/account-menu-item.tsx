import PasswordIcon from '@mui/icons-material/Password';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PASSWORD_PATH } from '../components/use-must-change-password';
import { useActingSession } from '../components/use-acting-session';

/** "Change password" in the user menu: one's own password, wherever one is. */
export function ChangePasswordMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const acting = useActingSession();
  // Acting as an owner, their password is not the administrator's to change (the server refuses it: 40311).
  if (acting) {
    return (
      <MenuItem disabled>
        <ListItemIcon>
          <PasswordIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={translate('accounts.menu.changePassword')}
          secondary={translate('impersonation.restricted.title', { owner: acting.owner.username })}
        />
      </MenuItem>
    );
  }
  return (
    <MenuItem component={RouterLink} to={PASSWORD_PATH} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <PasswordIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('accounts.menu.changePassword')}</ListItemText>
    </MenuItem>
  );
}
