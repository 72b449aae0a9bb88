import Typography from '@mui/material/Typography';
import { CreateButton, useTranslate } from 'react-admin';

/** A list with no record yet: `resources.<r>.empty`, what one is for (`resources.<r>.invite`), and a button to create the first. */
export function EmptyListInvite({ resource }: { resource: string }) {
  const translate = useTranslate();
  return (
    <Typography component="div" sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {translate(`resources.${resource}.empty`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`resources.${resource}.invite`)}
      </Typography>
      <CreateButton variant="contained" />
    </Typography>
  );
}
