/**
 * Puts text on the clipboard; false when the browser refuses (no clipboard outside a secure
 * context, permission denied), so the caller can ask the person to copy it by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
