import TranslateIcon from '@mui/icons-material/Translate';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from '../i18n/translate';
import { LANGUAGE_CHOICES } from './language-choices';
import { LightButton } from './light-button';
import { useLanguageControl } from './language-control';

// The menu (with MUI's popover and focus trap) loads when first wanted: a public page's first load
// shows the button only. Pointing at the button or focusing it starts the load.
const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadMenu);

/** A button that opens the list of languages; used where there is no user menu (sign-in). */
export function LanguageSwitch() {
  const translate = useTranslate();
  const { language, setLanguage } = useLanguageControl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <LightButton
        variant="text"
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-label={translate('app.language.label')}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        {translate(LANGUAGE_CHOICES.find((choice) => choice.locale === language)?.key ?? 'app.language.zh')}
      </LightButton>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            language={language}
            translate={translate}
            onChoose={(chosen) => {
              setLanguage(chosen);
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
