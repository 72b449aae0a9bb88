import { PageHeading } from '../../components/page-heading';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Title, useTranslate } from 'react-admin';
import { usePreferences } from '../../components/preferences-context';
import { FONTS, THEMES, fontStack, isFont, isThemePreference } from '../../lib/preferences';

/** `/settings_backup/appearance`: theme and font, applied as soon as they are picked. */
export default function AppearancePage() {
  const translate = useTranslate();
  const { theme, font, setTheme, setFont } = usePreferences();
  const themeLabelId = useId();
  const themeHelpId = useId();
  const fontLabelId = useId();
  const previewId = useId();

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="preferences.page.title" />
      <PageHeading>{translate('preferences.page.title')}</PageHeading>
      <CardContent>
        <Stack spacing={3}>
          <Typography color="text.secondary">{translate('preferences.page.subtitle')}</Typography>
          <FormControl>
            <FormLabel id={themeLabelId}>{translate('preferences.theme.label')}</FormLabel>
            <RadioGroup
              row
              name="theme"
              aria-labelledby={themeLabelId}
              aria-describedby={themeHelpId}
              value={theme}
              onChange={(event) => {
                if (isThemePreference(event.target.value)) setTheme(event.target.value);
              }}
            >
              {THEMES.map((choice) => (
                <FormControlLabel key={choice} value={choice} control={<Radio />} label={translate(`preferences.theme.${choice}`)} />
              ))}
            </RadioGroup>
            <FormHelperText id={themeHelpId} sx={{ mx: 0 }}>
              {translate('preferences.theme.systemHelp')}
            </FormHelperText>
          </FormControl>
          <FormControl>
            <FormLabel id={fontLabelId}>{translate('preferences.font.label')}</FormLabel>
            <RadioGroup
              row
              name="font"
              aria-labelledby={fontLabelId}
              value={font}
              onChange={(event) => {
                if (isFont(event.target.value)) setFont(event.target.value);
              }}
            >
              {FONTS.map((choice) => (
                <FormControlLabel
                  key={choice}
                  value={choice}
                  control={<Radio />}
                  label={translate(`preferences.font.${choice}`)}
                  slotProps={{ typography: { sx: { fontFamily: fontStack(choice) } } }}
                />
              ))}
            </RadioGroup>
          </FormControl>
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
