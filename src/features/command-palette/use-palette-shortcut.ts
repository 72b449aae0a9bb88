import { useEffect, useRef } from 'react';

/** Whether a key pressed here is typed text: `/` then belongs to what is being written. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select')) return true;
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/** Whether the keys pressed open the palette: Ctrl+K or ⌘K anywhere, `/` outside a text field. */
export function opensPalette(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if (event.key.toLowerCase() === 'k') return (event.ctrlKey || event.metaKey) && !event.shiftKey;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
}

/** Calls `onOpen` when the palette's keys are pressed anywhere in the page. */
export function usePaletteShortcut(onOpen: () => void): void {
  const latest = useRef(onOpen);
  useEffect(() => {
    latest.current = onOpen;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensPalette(event)) return;
      // Ctrl+K is also the browser's own search shortcut.
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** The shortcut as this computer writes it. */
export function shortcutLabel(): string {
  const platform = typeof navigator === 'undefined' ? '' : navigator.platform;
  return /Mac|iPhone|iPad/.test(platform) ? '⌘ K' : 'Ctrl K';
}
