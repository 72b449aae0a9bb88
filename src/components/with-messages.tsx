import { useEffect, useState, type ComponentType } from 'react';
import { loadMessages, type Part } from '../i18n/i18n';
import { useI18next } from '../i18n/translate';
import { PageLoadingBar } from './page-loading-bar';

/**
 * A page that shows once a part of the messages has loaded, in the language shown, with the page's
 * loading bar until then. Made once per page, as its code loads (`lazyPage`).
 */
export function withMessages<P extends object>(part: Part, Page: ComponentType<P>): ComponentType<P> {
  function PageWithMessages(props: P) {
    const i18next = useI18next();
    const [loaded, setLoaded] = useState(() => i18next.hasLoadedNamespace(part));
    useEffect(() => {
      if (loaded) return undefined;
      let current = true;
      void loadMessages(i18next, part).then(() => {
        if (current) setLoaded(true);
      });
      return () => {
        current = false;
      };
    }, [i18next, loaded]);
    return loaded ? <Page {...props} /> : <PageLoadingBar />;
  }
  PageWithMessages.displayName = `WithMessages(${Page.displayName ?? Page.name})`;
  return PageWithMessages;
}
