import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchForVersions, type FileNoticesOptions, type WatchDirectory } from '../../../server/src/freshness/file-notices.js';
import { KnownVersions } from '../../../server/src/freshness/known-versions.js';
import { sqliteVersionReads, type SqliteVersionReads } from '../../../server/src/freshness/sqlite-versions.js';

let directory: string;
let file: string;
let server: SQLite.Database;
let known: KnownVersions;
let reads: SqliteVersionReads;
const cleanups: Array<() => unknown> = [];

beforeEach(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'file-notices-'));
  file = path.join(directory, 'console.db');
  server = new SQLite(file);
  server.pragma('journal_mode = WAL');
  server.exec('create table tenant (name text)');
  known = new KnownVersions();
  reads = sqliteVersionReads(server, known);
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

/**
 * A commit by another process, as the seed command or the sqlite3 shell makes: resolves once it
 * has returned there. The process stays connected a while, as they do: its closing would touch
 * the files again.
 */
function commitInAnotherProcess(name: string): Promise<void> {
  const script = `
    const db = new (require('better-sqlite3'))(process.argv[1]);
    db.pragma('synchronous = FULL');
    db.prepare('insert into tenant values (?)').run(process.argv[2]);
    process.stdout.write('committed\\n');
    setTimeout(() => db.close(), 2000);`;
  const child = spawn(process.execPath, ['-e', script, file, name], { stdio: ['ignore', 'pipe', 'inherit'] });
  cleanups.push(() => child.kill());
  return new Promise((resolve, reject) => {
    child.stdout.on('data', () => resolve());
    child.on('exit', (code) => reject(new Error(`the writer ended (${code}) before its commit`)));
  });
}

/** A second connection in this process: its commit is visible before its change to the files is seen. */
function elsewhere(): SQLite.Database {
  const other = new SQLite(file);
  cleanups.push(() => other.close());
  return other;
}

async function until(condition: () => boolean, within = 2000): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > within) throw new Error(`waited ${within} ms in vain`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function watch(options: Partial<FileNoticesOptions> = {}) {
  const lost: Error[] = [];
  let heard = 0;
  const { stop } = watchForVersions({
    known,
    file,
    read: reads.readIntoKnown,
    onLost: (error) => lost.push(error),
    onHeard: () => (heard += 1),
    probeTimeoutMs: 100,
    retryAfterMs: 10,
    checkEveryMs: 60_000,
    ...options,
  });
  cleanups.push(stop);
  return { lost, heard: () => heard, stop };
}

/** The system's watch, but passing on only the names `pass` lets through. */
const watchPassing =
  (pass: (filename: string | null) => boolean): WatchDirectory =>
  (watched, listener) =>
    fs.watch(watched, { persistent: false }, (event, filename) => {
      if (pass(filename)) listener(event, filename);
    });

describe('watching the SQLite file for writes made by other processes', () => {
  it('is trusted once it saw its own probe, and leaves no probe file behind', async () => {
    expect(known.current()).toBeUndefined();
    watch();
    await until(() => known.current() !== undefined);
    expect(fs.readdirSync(directory).filter((name) => name.includes('probe'))).toEqual([]);
  });

  it("stays trusted through this server's own reads, which change no file", async () => {
    watch();
    await until(() => known.current() !== undefined);
    const count = server.prepare('select count(*) from tenant').pluck();
    for (let read = 0; read < 200; read += 1) {
      count.get();
      await reads.versions();
    }
    await settle(100);
    expect(known.current()).toBeDefined();
  });

  it("shows another process's commit at once, though its change to the files is seen before the commit shows", async () => {
    watch({ settleMs: 60_000 });
    await until(() => known.current() !== undefined);
    const before = await reads.versions();
    // Calls keep coming, as to a server in use: one made between the change and the commit's
    // showing would, if kept, hide the commit for as long as nothing else changed.
    let busy = true;
    const calls = (async () => {
      while (busy) await reads.versions();
    })();
    for (const name of ['first', 'second', 'third']) {
      const previous = (await reads.versions()).data;
      await commitInAnotherProcess(name);
      await expect.poll(async () => (await reads.versions()).data, { timeout: 200, interval: 5 }).not.toBe(previous);
    }
    busy = false;
    await calls;
    expect((await reads.versions()).data).not.toBe(before.data);
  });

  it('answers from memory again only after the files have been quiet for a while', async () => {
    watch({ settleMs: 100, checkEveryMs: 20 });
    await until(() => known.current() !== undefined);
    elsewhere().prepare("insert into tenant values ('acme')").run();
    await until(() => known.current() === undefined);
    const changedAt = performance.now();
    await until(() => known.current() !== undefined);
    expect(performance.now() - changedAt).toBeGreaterThanOrEqual(90);
    expect(known.current()?.data).toBe(String(server.pragma('data_version', { simple: true })));
  });

  it("shows this server's own write on the very next call, before any change is seen", async () => {
    watch();
    await until(() => known.current() !== undefined);
    const before = await reads.versions();
    server.prepare("insert into tenant values ('own')").run();
    expect((await reads.versions()).data).not.toBe(before.data);
  });

  it('ignores other files in the data directory', async () => {
    watch();
    await until(() => known.current() !== undefined);
    fs.writeFileSync(path.join(directory, 'notes.txt'), 'not the database');
    await settle(100);
    expect(known.current()).toBeDefined();
  });

  it('reads anyway every so often, so a change the watch missed shows within that time', async () => {
    watch({ watch: watchPassing((filename) => filename?.endsWith('-watch-probe') ?? false), checkEveryMs: 50 });
    await until(() => known.current() !== undefined);
    const before = known.current()?.data;
    elsewhere().prepare("insert into tenant values ('missed')").run();
    await until(() => known.current() !== undefined && known.current()?.data !== before, 500);
  });

  it('on a file system that reports no change, says so once and every call reads', async () => {
    const { lost } = watch({ watch: watchPassing(() => false) });
    await until(() => lost.length > 0);
    expect(lost[0]?.message).toMatch(/No change to console\.db-watch-probe was seen/);
    await settle(100);
    expect(lost).toHaveLength(1);
    expect(known.current()).toBeUndefined();
    const before = await reads.versions();
    elsewhere().prepare("insert into tenant values ('read')").run();
    expect((await reads.versions()).data).not.toBe(before.data);
  });

  it('when the watch cannot start, says so once, and says when it watches again', async () => {
    let failures = 2;
    const flaky: WatchDirectory = (watched, listener) => {
      if (failures > 0) {
        failures -= 1;
        throw Object.assign(new Error('ENOSPC: System limit for number of file watchers reached'), { code: 'ENOSPC' });
      }
      return fs.watch(watched, { persistent: false }, listener);
    };
    const { lost, heard } = watch({ watch: flaky });
    await until(() => heard() === 1);
    expect(lost.map((error) => error.message)).toEqual(['ENOSPC: System limit for number of file watchers reached']);
    expect(known.current()).toBeDefined();
  });

  it('when the watch fails after it was trusted, every call reads until it watches again, and says so once', async () => {
    const watchers: fs.FSWatcher[] = [];
    const recorded: WatchDirectory = (watched, listener) => {
      const watcher = fs.watch(watched, { persistent: false }, listener);
      watchers.push(watcher);
      return watcher;
    };
    const { lost, heard } = watch({ watch: recorded, settleMs: 0 });
    await until(() => known.current() !== undefined);
    watchers[0]?.emit('error', new Error('EIO: the watch broke'));
    expect(known.current()).toBeUndefined();
    await until(() => heard() === 1);
    expect(lost.map((error) => error.message)).toEqual(['EIO: the watch broke']);
    expect(watchers).toHaveLength(2);
    expect(known.current()).toBeDefined();
  });

  it('watches where SQLite writes when the file is a link to another directory', async () => {
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'file-notices-target-'));
    cleanups.push(() => fs.rmSync(target, { recursive: true, force: true }));
    const linked = path.join(target, 'console.db');
    server.close();
    fs.renameSync(file, linked);
    fs.symlinkSync(linked, file);
    server = new SQLite(file);
    reads = sqliteVersionReads(server, known);
    watch({ settleMs: 60_000 });
    await until(() => known.current() !== undefined);
    const previous = (await reads.versions()).data;
    await commitInAnotherProcess('through the link');
    await expect.poll(async () => (await reads.versions()).data, { timeout: 200, interval: 5 }).not.toBe(previous);
  });

  it('stops being trusted when stopped, and removes its probe even while it is unseen', async () => {
    const trusted = watch();
    await until(() => known.current() !== undefined);
    await trusted.stop();
    expect(known.current()).toBeUndefined();

    // Waiting out the probe would take a minute: far past the test's own time limit.
    const blind = watch({ watch: watchPassing(() => false), probeTimeoutMs: 60_000 });
    await until(() => fs.existsSync(path.join(directory, 'console.db-watch-probe')));
    await blind.stop();
    expect(fs.readdirSync(directory).filter((name) => name.includes('probe'))).toEqual([]);
  });
});
