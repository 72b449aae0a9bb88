import { lazy, Suspense, type ReactNode } from 'react';

// MUI's Alert (with its icons and close button) loads when a page may need it, not in its first load.
const loadAlert = () => import('@mui/material/Alert');
const Alert = lazy(loadAlert);

/** Starts loading the alert's code: a form calls it as it submits, so a refusal shows at once. */
export function preloadErrorAlert(): void {
  void loadAlert().catch(() => undefined);
}

/**
 * A refusal over a form, announced as it appears; plain text until MUI's Alert has loaded. `info`
 * for an answer that is no fault of what was typed (a sign-up still waiting for approval).
 */
export function ErrorAlert({ children, severity = 'error' }: { children: ReactNode; severity?: 'error' | 'info' }) {
  return (
    <Suspense fallback={<div role="alert">{children}</div>}>
      <Alert severity={severity} role="alert">
        {children}
      </Alert>
    </Suspense>
  );
}
