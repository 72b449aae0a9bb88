import fs from 'node:fs';
import path from 'node:path';

/**
 * The data directory holds the database and the keys: only the server's own account may read it.
 * Creates it `0700` and makes every folder in it `0700` and every file `0600`, so an install made
 * before this rule (or by hand) is fixed at start.
 */
export function secureDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const folders = [dataDir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    fs.chmodSync(folder, 0o700);
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const at = path.join(folder, entry.name);
      if (entry.isDirectory()) folders.push(at);
      else if (entry.isFile()) fs.chmodSync(at, 0o600);
    }
  }
}

/** Files the server writes later into the data directory (SQLite's `-wal` and `-shm`) are made owner-only too. */
export function ownerOnly(...files: string[]): void {
  for (const file of files) {
    try {
      fs.chmodSync(file, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
