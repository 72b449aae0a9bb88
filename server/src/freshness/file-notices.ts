import fs from 'node:fs';
import path from 'node:path';
import { keepListening, type ListenerOptions, type ListeningAttempt } from './keep-listening.js';
import type { ReadTicket } from './known-versions.js';

/** What the watcher needs of `fs.watch`: named so a test can hand it a watch that fails. */
export type WatchDirectory = (directory: string, listener: (event: string, filename: string | null) => void) => fs.FSWatcher;

export interface FileNoticesOptions extends ListenerOptions {
  /** The SQLite file: another process's commit writes to it or to its journal beside it. */
  file: string;
  /** Reads the version into `known` now. */
  read: () => ReadTicket;
  /** How long after the last change to the files every call reads the version. */
  settleMs?: number;
  watch?: WatchDirectory;
}

const PROBE_SUFFIX = '-watch-probe';

function realPath(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
}

const watchDirectory: WatchDirectory = (directory, listener) => fs.watch(directory, { persistent: false }, listener);

/**
 * Watches the SQLite file's directory (inotify on Linux) and tells `known` whether the version
 * read last still holds. Another process's commit writes its pages to the `-wal` (the change
 * seen here) but becomes visible a moment later, after its fsync, through shared memory, which
 * no watch reports. So a change does not make one read: for `settleMs` after the last change to
 * the file, its `-wal` or `-journal`, every call reads the version, exactly as without a watch,
 * and the version read last answers again only after a quiet `settleMs`. A commit whose fsync takes
 * longer still shows within the next periodic read (`checkEveryMs`).
 *
 * The watch is trusted once a file it wrote itself was seen (a file system that does not report
 * changes fails this), and a read made after that is in. On a failure every call reads the
 * version itself until the watch is back.
 *
 * What this server writes shows at once whatever the watch says (`total_changes()`, read on every
 * call); the watch is for the other processes: a second server, the seed command, the sqlite3 shell.
 */
export function watchForVersions(options: FileNoticesOptions): { stop: () => Promise<void> } {
  const { known, read, checkEveryMs = 1000, settleMs = 1000, probeTimeoutMs = 2000, watch = watchDirectory } = options;
  // SQLite writes its -wal beside the file a link points to, not beside the link.
  const file = realPath(options.file);
  const directory = path.dirname(file);
  const base = path.basename(file);
  const probeName = `${base}${PROBE_SUFFIX}`;
  let watcher: fs.FSWatcher | undefined;
  let probeSeen: (() => void) | undefined;
  let lastChange = -Infinity;

  // A name the watch cannot give (some systems) may be the database's: read to be sure.
  const changed = (_event: string, filename: string | null) => {
    if (filename === probeName) probeSeen?.();
    else if (filename === null || filename.startsWith(base)) {
      lastChange = performance.now();
      known.doubt();
    }
  };

  const probe = async (failed: Promise<never>, attempt: ListeningAttempt) => {
    let timer: NodeJS.Timeout | undefined;
    const seen = new Promise<void>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`No change to ${probeName} was seen within ${probeTimeoutMs} ms: does the file system report changes?`)), probeTimeoutMs);
      timer.unref();
      probeSeen = resolve;
    });
    const probeFile = path.join(directory, probeName);
    try {
      fs.writeFileSync(probeFile, '');
      await Promise.race([failed, seen, attempt.stopping]);
    } finally {
      clearTimeout(timer);
      probeSeen = undefined;
      fs.rmSync(probeFile, { force: true });
    }
  };

  /** A read, after which the version read last answers again if the files have been quiet long enough. */
  const readAndTrust = (attempt: ListeningAttempt) => {
    const ticket = read();
    if (!attempt.stopped() && performance.now() - lastChange >= settleMs) known.trust(ticket);
  };

  /** One watch's life: resolves when stopped, throws when it fails. */
  const listen = async (attempt: ListeningAttempt) => {
    const own = watch(directory, changed);
    watcher = own;
    const failed = new Promise<never>((_, reject) => {
      own.on('error', (error: Error) => {
        known.doubt();
        reject(error);
      });
    });
    failed.catch(() => undefined);
    await probe(failed, attempt);
    if (attempt.stopped()) return;
    readAndTrust(attempt);
    attempt.heard();
    while (!attempt.stopped()) {
      await Promise.race([failed, attempt.pause(checkEveryMs)]);
      if (!attempt.stopped()) readAndTrust(attempt);
    }
  };

  return keepListening(options, listen, () => {
    watcher?.close();
    watcher = undefined;
  });
}
