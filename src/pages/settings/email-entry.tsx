import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EmailIcon from '@mui/icons-material/Email';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useActingSession } from '../../components/use-acting-session';
import { useCurrentUser } from '../../components/use-current-user';
import { useActingTenant } from '../../features/tenant-context';

/**
 * The account's email address in Settings, and a new one waiting for the link mailed to it. It is
 * changed on one's own profile, which the console reaches in one's own tenant only (an
 * administrator working in another tenant sees the address without the way there); acting as an
 * owner, their address is not the administrator's to change.
 */
export function EmailEntry({ divider }: { divider: boolean }) {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const { tenantId } = useActingTenant();
  const acting = useActingSession();
  if (!user) return null;
  const secondary = (
    <>
      <span style={{ display: 'block', overflowWrap: 'anywhere' }}>{user.email ?? translate('accounts.settings.noEmail')}</span>
      {user.pendingEmail && (
        <span style={{ display: 'block', overflowWrap: 'anywhere' }}>{translate('accounts.settings.emailPending', { email: user.pendingEmail })}</span>
      )}
    </>
  );
  const content = (
    <>
      <ListItemIcon>
        <EmailIcon />
      </ListItemIcon>
      <ListItemText primary={translate('accounts.settings.email')} secondary={secondary} />
    </>
  );
  if (acting || tenantId !== user.tenantId) return <ListItem divider={divider}>{content}</ListItem>;
  return (
    <ListItem disablePadding divider={divider}>
      <ListItemButton component={RouterLink} to={`/users/${user.userId}`}>
        {content}
        <ChevronRightIcon color="action" />
      </ListItemButton>
    </ListItem>
  );
}
