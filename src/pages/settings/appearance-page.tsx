import { PageHeading } from '../../components/page-heading';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Title, useTranslate } from 'react-admin';
import { usePreferences } from '../../components/preferences-context';
import { FONTS, THEMES, fontStack, isFont, isThemePreference } from '../../lib/preferences';
import { PreferenceChoice } from './preference-choice';

/** `/settings_backup/appearance`: theme and font, applied as soon as they are picked. */
export default function AppearancePage() {
  const translate = useTranslate();
  const { theme, font, setTheme, setFont } = usePreferences();
  const previewId = useId();

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="preferences.page.title" />
      <PageHeading>{translate('preferences.page.title')}</PageHeading>
      <CardContent>
        <Stack spacing={3}>
          <Typography color="text.secondary">{translate('preferences.page.subtitle')}</Typography>
          <PreferenceChoice name="theme" choices={THEMES} value={theme} isChoice={isThemePreference} onChange={setTheme} help={translate('preferences.theme.systemHelp')} />
          <PreferenceChoice name="font" choices={FONTS} value={font} isChoice={isFont} onChange={setFont} choiceSx={(choice) => ({ fontFamily: fontStack(choice) })} />
          <section aria-labelledby={previewId}>
            <Typography id={previewId} variant="subtitle2" component="h2" color="text.secondary" gutterBottom>
              {translate('preferences.page.preview')}
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontFamily: fontStack(font) }}>
              {translate('preferences.page.sample')}
            </Typography>
          </section>
        </Stack>
      </CardContent>
    </Card>
  );
}
