/** The part of the browser's storage the console reads, where it keeps its token. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Gives Node a `localStorage` held in memory, as the console's session code expects, and answers it. */
export function installMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
  (globalThis as unknown as { localStorage: KeyValueStorage }).localStorage = storage;
  return storage;
}
