import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

/**
 * "Service account", or "Person" where the kind is a field of its own. MUI's light blue is too
 * light for text on white (3.9:1): the border carries the colour, the label stays legible.
 */
export function KindChip({ service }: { service: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={service ? 'info' : 'default'}
      sx={{ '& .MuiChip-label': { color: 'text.primary' } }}
      label={translate(service ? 'resources.users.badges.service' : 'resources.users.kinds.person')}
    />
  );
}
