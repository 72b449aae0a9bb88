import { enUS, zhCN } from '@mui/material/locale';
import type { RaThemeOptions } from 'ra-ui-materialui';

/**
 * MUI's own words in the console's language: the pagination's "Go to next page" and the like,
 * which react-admin leaves to MUI. The console's components keep their own settings.
 */
export function withMuiLocale(theme: RaThemeOptions, language: 'zh' | 'en'): RaThemeOptions {
  const locale = language === 'zh' ? zhCN : enUS;
  return { ...theme, components: { ...locale.components, ...theme.components } };
}
