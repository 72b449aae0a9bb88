import { useEffect } from 'react';
import { useTranslate } from '../i18n/translate';

/** Where react-admin draws every page's title (`<Title>`, and its lists', shows' and edits' own). */
const APP_BAR_TITLE_ID = 'react-admin-title';

/**
 * The browser tab says what the app bar says: "<page> · Tenant Console", in the console's language,
 * following the page, its record and a change of language. One place for every page of the layout,
 * react-admin's default titles included, so no page is left titled "Tenant Console" alone.
 */
export function AppBarDocumentTitle() {
  const translate = useTranslate();
  useEffect(() => {
    const source = document.getElementById(APP_BAR_TITLE_ID);
    if (!source) return undefined;
    const copy = () => {
      const page = source.textContent?.trim();
      // Empty while a record loads: the tab keeps what it said, rather than flashing the bare name.
      if (page) document.title = `${page} · ${translate('app.title')}`;
    };
    copy();
    const observer = new MutationObserver(copy);
    observer.observe(source, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [translate]);
  return null;
}
