import { useEffect, useRef, useState } from 'react';

/** The server's answer about a mailed link, while it is asked and once it has answered. */
export type LinkCheck<Answer> = { answer: Answer | undefined; retry: () => void };

/**
 * Asks the server about the mailed link `token` with `check`, once per page (and again on
 * `retry`, after a failure): asked again later, a link used on this page would read as used. A new
 * attempt keeps the last answer until its own arrives; `check` is asked once per attempt even when
 * the effect runs twice (React's strict mode).
 */
export function useLinkCheck<Answer>(token: string, check: (token: string) => Promise<Answer>): LinkCheck<Answer> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer>();
  const asked = useRef<{ token: string; attempt: number; answer: Promise<Answer> } | undefined>(undefined);
  useEffect(() => {
    if (asked.current?.token !== token || asked.current.attempt !== attempt) asked.current = { token, attempt, answer: check(token) };
    let current = true;
    void asked.current.answer.then((read) => {
      if (current) setAnswer(() => read);
    });
    return () => {
      current = false;
    };
  }, [token, attempt, check]);
  return { answer, retry: () => setAttempt((count) => count + 1) };
}
