/** Hands a file the console made or downloaded to the browser, which saves it under `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; a later revoke frees the page's.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** `<prefix>-YYYY-MM-DD.csv`, today's date as the server names its exports. */
export function exportFileName(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}

/** A million rows take seconds to write; the API's usual five-second limit would cut them off. */
export const EXPORT_TIMEOUT_MS = 10 * 60_000;
