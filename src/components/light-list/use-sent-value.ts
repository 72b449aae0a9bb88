import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What a list control shows: what the user chose or typed, at once, while the list's parameters
 * follow it through the address a moment later (react-admin applies them on the next tick). A
 * controlled field showing the address's value alone jumps back to the previous choice meanwhile, so
 * a quick second arrow key in a select goes on from the wrong choice. A value the address brings that
 * the control did not send (the back button, a shared link) shows in it.
 */
export function useSentValue<T>(applied: T) {
  const [shown, show] = useState(applied);
  // What the control has sent and the address not yet shown: each arrives in turn.
  const sent = useRef<T[]>([]);

  useEffect(() => {
    const arrived = sent.current.indexOf(applied);
    if (arrived === -1) {
      sent.current = [];
      show(applied);
    } else {
      sent.current = sent.current.slice(arrived + 1);
    }
  }, [applied]);

  /** Says the control has just sent this value to the list's parameters. */
  const sending = useCallback((value: T) => {
    sent.current.push(value);
  }, []);
  return { shown, show, sending };
}
