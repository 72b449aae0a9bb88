import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ActingSession } from '../lib/impersonation';

/**
 * A section of one's own account (two-factor sign-in, sessions, API tokens) as an administrator
 * acting as its owner sees it: its title, and why it cannot be used (the server refuses it too, 40311).
 */
export function NotWhileActing({ title, acting }: { title: string; acting: ActingSession }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} component="h2" variant="h6" color="text.secondary">
          {title}
        </Typography>
        <NotWhileActingNote acting={acting} />
      </CardContent>
    </Card>
  );
}

/** Why this is disabled while acting, as a note under a heading or a form. */
export function NotWhileActingNote({ acting }: { acting: ActingSession }) {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mt: 1.5 }}>
      <AlertTitle>{translate('impersonation.restricted.title', { owner: acting.owner.username })}</AlertTitle>
      {translate('impersonation.restricted.text')}
    </Alert>
  );
}
