import TranslateIcon from '@mui/icons-material/Translate';
import MenuItem from '@mui/material/MenuItem';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGE_CHOICES } from './language-choices';

/** The same choice as entries of the user menu. */
export function LanguageMenuItems() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <>
      {LANGUAGE_CHOICES.map((language) => (
        <MenuItem
          key={language.locale}
          selected={language.locale === locale}
          lang={language.htmlLang}
          onClick={() => setLocale(language.locale)}
        >
          <TranslateIcon fontSize="small" sx={{ mr: 1.5, color: 'text.secondary' }} />
          {translate(language.key)}
        </MenuItem>
      ))}
    </>
  );
}
