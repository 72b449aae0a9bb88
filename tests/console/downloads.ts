import { vi } from 'vitest';

/**
 * Catches the files the console offers to save, which jsdom cannot: each blob made, each name the
 * link gives, and the link's click (spies undone by `vi.restoreAllMocks`).
 */
export function catchDownloads(blobUrl: string) {
  const saved: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    saved.push(file as Blob);
    return blobUrl;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { saved, names, clicked };
}

/** A saved file's text: jsdom's Blob has no `text()`. */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });
}
