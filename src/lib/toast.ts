import type { ReactNode } from 'react';
import type * as Sonner from 'sonner';

/** What the console's toasts take of sonner's options. */
export interface ToastOptions {
  id?: string | number;
  description?: ReactNode;
  duration?: number;
}

type Kind = 'success' | 'info' | 'warning' | 'error';

let wanted = false;
const listeners = new Set<() => void>();
let mounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => {
  mounted = resolve;
});
let sonner: Promise<typeof Sonner> | undefined;
/** Toasts in the order they were asked for, whatever their code's load order. */
let queue: Promise<unknown> = Promise.resolve();

/** Whether a toast has been asked for: the shell draws the toaster from then on. */
export function toasterWanted(): boolean {
  return wanted;
}

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the toaster once it is on the page, so that no toast is shown before there is one to show it. */
export function toasterReady(): void {
  mounted();
}

function show(kind: Kind, message: ReactNode, options?: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  const loaded = sonner;
  queue = queue.then(async () => {
    const [{ toast }] = await Promise.all([loaded, toasterMounted]);
    toast[kind](message, options);
  });
}

/**
 * The console's toasts. sonner and the toaster load with the first one (14 KB gzipped that the
 * first screen of most visits never needs); until then, a toast waits for them, in order.
 */
export const toast = {
  success: (message: ReactNode, options?: ToastOptions) => show('success', message, options),
  info: (message: ReactNode, options?: ToastOptions) => show('info', message, options),
  warning: (message: ReactNode, options?: ToastOptions) => show('warning', message, options),
  error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
};
