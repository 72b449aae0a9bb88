import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Language } from '../i18n/i18n';
import type { Translate } from '../i18n/translate';
import { LANGUAGE_CHOICES } from './language-choices';

export interface LanguageMenuProps {
  anchor: HTMLElement | null;
  language: Language;
  translate: Translate;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/** The list of languages under the language button. */
export function LanguageMenu({ anchor, language: current, translate, onChoose, onClose }: LanguageMenuProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGE_CHOICES.map((language) => (
        <MenuItem
          key={language.locale}
          selected={language.locale === current}
          lang={language.htmlLang}
          onClick={() => onChoose(language.locale)}
        >
          {translate(language.key)}
        </MenuItem>
      ))}
    </Menu>
  );
}

export default LanguageMenu;
