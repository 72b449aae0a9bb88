import { useEffect } from 'react';
import { useTranslate } from '../i18n/translate';

/** "<page> · Tenant Console" in the browser's tab, in the chosen language. */
export function useDocumentTitle(title: string): void {
  const translate = useTranslate();
  useEffect(() => {
    document.title = `${title} · ${translate('app.title')}`;
  }, [title, translate]);
}
