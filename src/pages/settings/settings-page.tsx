import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DnsIcon from '@mui/icons-material/Dns';
import PaletteIcon from '@mui/icons-material/Palette';
import PasswordIcon from '@mui/icons-material/Password';
import PolicyIcon from '@mui/icons-material/Policy';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PASSWORD_PATH } from '../../components/use-must-change-password';
import { useCurrentUser } from '../../components/use-current-user';
import { ApiTokensSection } from '../../features/api-tokens';
import { useDocumentTitle } from '../../components/use-document-title';
import { useActingSession } from '../../components/use-acting-session';
import { NotWhileActing } from '../../components/not-while-acting';
import { DOMAINS_PATH } from '../domains/domains-path';
import { POLICY_PATH } from '../policy/policy-path';
import { EmailEntry } from './email-entry';
import { SessionsSection } from './sessions/sessions-section';
import { TwoFactorSection } from './two-factor/two-factor-section';

interface Entry {
  to: string;
  /** The i18n key of its name; the key with `Text` after it says more. */
  key: string;
  icon: ReactElement;
}

/** One entry per settings page that works; the rest of /settings comes as it is built. */
const ENTRIES: readonly Entry[] = [
  { to: PASSWORD_PATH, key: 'accounts.settings.password', icon: <PasswordIcon /> },
  { to: '/settings_backup/appearance', key: 'accounts.settings.appearance', icon: <PaletteIcon /> },
  { to: DOMAINS_PATH, key: 'domains.settings.entry', icon: <DnsIcon /> },
  { to: POLICY_PATH, key: 'policy.settings.entry', icon: <PolicyIcon /> },
];

/** `/settings`: where one's own account and the console's look are set, two-factor sign-in, the sessions and API tokens among them. */
export default function SettingsPage() {
  const translate = useTranslate();
  const { userId, access, user } = useCurrentUser();
  const acting = useActingSession();
  const title = translate('accounts.settings.title');
  useDocumentTitle(title);
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 560 }}>
      {/* Already translated: a string here would be looked up as a key once more. */}
      <Title title={<>{title}</>} />
      <Typography component="h1" variant="h5" fontWeight={600} gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('accounts.settings.subtitle')}
      </Typography>
      <Card variant="outlined">
        <List disablePadding>
          <EmailEntry divider />
          {ENTRIES.map((entry, index) => {
            // Acting as an owner, their password is not the administrator's to change (the server refuses it: 40311).
            const closed = acting !== null && entry.to === PASSWORD_PATH;
            return (
              <ListItem key={entry.to} disablePadding divider={index < ENTRIES.length - 1}>
                <ListItemButton component={RouterLink} to={entry.to} disabled={closed}>
                  <ListItemIcon>{entry.icon}</ListItemIcon>
                  <ListItemText
                    primary={translate(entry.key)}
                    secondary={closed ? translate('impersonation.restricted.text') : translate(`${entry.key}Text`)}
                  />
                  <ChevronRightIcon color="action" />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Card>
      {acting ? (
        <>
          <NotWhileActing title={translate('accounts.twoFactor.title')} acting={acting} />
          <NotWhileActing title={translate('accounts.sessions.title')} acting={acting} />
          <NotWhileActing title={translate('accounts.apiTokens.title')} acting={acting} />
        </>
      ) : (
        <>
          <TwoFactorSection />
          <SessionsSection />
          {/* Only owners and administrators may make a token that never expires. */}
          {userId !== undefined && <ApiTokensSection userId={userId} mayNeverExpire={access === 'manage'} tenant={user?.tenantName ?? ''} />}
        </>
      )}
    </Box>
  );
}
