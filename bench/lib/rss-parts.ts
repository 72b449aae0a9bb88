import fs from 'node:fs';

/** Where a process's resident memory is, in MB, from /proc/PID/smaps (Linux): what to chase when RSS is high. */
export interface RssParts {
  /** The main thread's malloc heap (`[heap]`): SQLite's caches, native objects made on the main thread. */
  mainMalloc: number;
  /** Anonymous regions starting on a 64 MiB boundary: glibc's per-thread malloc arenas (thread pool work). */
  threadArenas: number;
  /** Other anonymous memory: V8's heap and code, large mallocs, thread stacks. */
  otherAnonymous: number;
  /** Pages of mapped files: node's binary, shared libraries, native addons. */
  files: number;
}

const ARENA_ALIGNMENT = 64n * 1024n * 1024n;

export function rssParts(pid: number): RssParts {
  const parts: RssParts = { mainMalloc: 0, threadArenas: 0, otherAnonymous: 0, files: 0 };
  let part: keyof RssParts = 'otherAnonymous';
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^([0-9a-f]+)-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const [, start = '0', name = ''] = mapping;
      if (name === '[heap]') part = 'mainMalloc';
      else if (name.startsWith('/')) part = 'files';
      else if (name === '' && BigInt(`0x${start}`) % ARENA_ALIGNMENT === 0n) part = 'threadArenas';
      else part = 'otherAnonymous';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) parts[part] += Number(rss[1]) / 1024;
  }
  return parts;
}

/** "main malloc 9 → 30, …": each part before and after. */
export function describeRssParts(before: RssParts, after: RssParts): string {
  const names: Record<keyof RssParts, string> = { mainMalloc: 'main malloc', threadArenas: 'thread arenas', otherAnonymous: 'V8 and other anonymous', files: 'mapped files' };
  return (Object.keys(names) as (keyof RssParts)[]).map((part) => `${names[part]} ${before[part].toFixed(0)} → ${after[part].toFixed(0)}`).join(', ');
}
