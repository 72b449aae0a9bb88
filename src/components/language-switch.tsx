import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

const LANGUAGES = [
  { locale: 'zh', key: 'app.language.zh' },
  { locale: 'en', key: 'app.language.en' },
] as const;

/** A button that opens the list of languages; used where there is no user menu (sign-in). */
export function LanguageSwitch() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-label={translate('app.language.label')}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate(LANGUAGES.find((l) => l.locale === locale)?.key ?? 'app.language.zh')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.locale}
            selected={language.locale === locale}
            lang={language.locale === 'zh' ? 'zh-CN' : 'en'}
            onClick={() => {
              setLocale(language.locale);
              setAnchor(null);
            }}
          >
            {translate(language.key)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The same choice as entries of the user menu. */
export function LanguageMenuItems() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language.locale}
          selected={language.locale === locale}
          lang={language.locale === 'zh' ? 'zh-CN' : 'en'}
          onClick={() => setLocale(language.locale)}
        >
          <TranslateIcon fontSize="small" sx={{ mr: 1.5, color: 'text.secondary' }} />
          {translate(language.key)}
        </MenuItem>
      ))}
    </>
  );
}
