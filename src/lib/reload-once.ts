const FLAG = 'chunkReloadAttempted';

/**
 * After a release, an open tab may ask for a page chunk that no longer exists. Reloading
 * fetches the new release; the flag in sessionStorage makes sure that happens once, never
 * in a loop. Returns false when the reload was already tried, so the caller shows the error.
 */
export function reloadOnce(reload: () => void = () => window.location.reload()): boolean {
  try {
    if (sessionStorage.getItem(FLAG)) return false;
    sessionStorage.setItem(FLAG, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** A chunk loaded: a later failure (after the next release) may reload once again. */
export function chunkLoaded(): void {
  try {
    sessionStorage.removeItem(FLAG);
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
