import ApartmentIcon from '@mui/icons-material/Apartment';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { useCurrentUser } from '../../components/use-current-user';

/**
 * For owners and members, who work in their own tenant only: its name, as text in the app bar
 * (nothing to click: only administrators switch). On a phone it takes at most 80 px, cut with an
 * ellipsis (the whole name is its tooltip), so that the page's title keeps room beside it.
 */
export function OwnTenantName() {
  const translate = useTranslate();
  const name = useCurrentUser().user?.tenantName;
  if (name === undefined) return null;
  return (
    <Stack role="group" aria-label={translate('shell.ownTenant')} direction="row" alignItems="center" spacing={0.75} sx={{ mx: { xs: 0.5, sm: 1 }, flexShrink: 0, maxWidth: { xs: 80, sm: 240 }, minWidth: 0 }}>
      <ApartmentIcon fontSize="small" aria-hidden />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={name}>
        {name}
      </Box>
    </Stack>
  );
}
