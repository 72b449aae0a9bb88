import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormAlert } from './form-alert';

interface SettingsSectionProps {
  /** The id of the section's heading, which names the section (and the lists inside it). */
  headingId: string;
  icon: ReactNode;
  title: string;
  /** Beside the title: the setting's state. */
  status?: ReactNode;
  /** At the end of the heading's row: what the section offers to do. */
  action?: ReactNode;
  /** What the section is for, below its heading. */
  text: string;
  textSx?: SxProps<Theme>;
  /** What went wrong, said below the text (a refusal, a list that could not be read). */
  alert?: string;
  /** A phone's width goes to the section's lines rather than to margins. */
  narrowMargins?: boolean;
  children?: ReactNode;
  /** Drawn beside the section's content: its dialogs. */
  dialogs?: ReactNode;
}

/** One part of an account's settings (two-factor, sessions, API tokens): a card headed by its icon, name and action. */
export function SettingsSection({ headingId, icon, title, status, action, text, textSx = { mt: 1.5, mb: 1 }, alert, narrowMargins = false, children, dialogs }: SettingsSectionProps) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent sx={{ p: narrowMargins ? { xs: 2, sm: 3 } : 3 }}>
        <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Stack direction="row" spacing={1.5} alignItems="center">
            {icon}
            <Typography id={headingId} component="h2" variant="h6">
              {title}
            </Typography>
            {status}
          </Stack>
          {action}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={textSx}>
          {text}
        </Typography>
        <FormAlert message={alert} />
        {children}
      </CardContent>
      {dialogs}
    </Card>
  );
}
