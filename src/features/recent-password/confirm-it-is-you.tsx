import { useEffect, useState } from 'react';
import { adminPage } from '../../components/lazy-page-with-messages';
import { askForPasswordWith } from '../../lib/recent-password';

/** The dialog's code, loaded the first time a change asks for the password: most sessions never do. */
const ConfirmItIsYouDialog = adminPage(() => import('./confirm-it-is-you-dialog'));

/**
 * Listens, while the admin application is up, for a change the server refused until the person
 * gives their password again (`40312`), and asks for it: the change is then sent again by itself.
 */
export function ConfirmItIsYou() {
  const [asked, setAsked] = useState<{ answer(confirmed: boolean): void }>();
  useEffect(() => {
    askForPasswordWith(() => new Promise<boolean>((resolve) => setAsked({ answer: resolve })));
    return () => askForPasswordWith(undefined);
  }, []);
  if (!asked) return null;
  return (
    <ConfirmItIsYouDialog
      onDone={(confirmed: boolean) => {
        asked.answer(confirmed);
        setAsked(undefined);
      }}
    />
  );
}
