import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from '../i18n/translate';
import { LanguageSwitch } from './language-switch';
import { useDocumentTitle } from './use-document-title';

export interface PublicCardPageProps {
  /** Already translated: the browser tab's title. */
  title: string;
  /** The card's width at most, in pixels: the sign-in card's by default. */
  width?: number;
  children: ReactNode;
}

/**
 * A public screen (sign-in, password reset, sign-up): the console's name over one centred card,
 * the language switch in the corner, and the page's name in the browser tab.
 */
export function PublicCardPage({ title, width = 400, children }: PublicCardPageProps) {
  const translate = useTranslate();
  useDocumentTitle(title);
  return (
    <Box
      component="main"
      sx={{
        position: 'relative',
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        // Room for the language switch above a card taller than the screen.
        px: 2,
        py: 8,
      }}
    >
      <Box sx={{ position: 'absolute', top: 16, right: 16 }}>
        <LanguageSwitch />
      </Box>
      <Box sx={{ width: '100%', maxWidth: width }}>
        <Typography variant="subtitle1" component="p" align="center" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.title')}
        </Typography>
        <Card variant="outlined">
          <CardContent sx={{ p: 4 }}>{children}</CardContent>
        </Card>
      </Box>
    </Box>
  );
}

/** The card's heading: the page's name and, below it, one line on what it is for. */
export function PublicHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography component="h1" variant="h5" fontWeight={600}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}

/** The picture over an outcome's heading (sent, done, closed…), in the heading's line. */
export function PublicCardIcon({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', mb: 2, '& svg': { fontSize: 44 } }}>{children}</Box>;
}

/** A public page that tells an outcome: its icon, its title (the tab's too), then what it says and the way on. */
export function PublicOutcomeCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <PublicCardPage title={title}>
      <PublicCardIcon>{icon}</PublicCardIcon>
      <PublicHeading title={title} />
      {children}
    </PublicCardPage>
  );
}
