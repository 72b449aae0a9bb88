import { describe, expect, it } from 'vitest';
import { VersionedCache } from '../../../server/src/freshness/versioned-cache.js';

describe('the cache of answers kept while the data is unchanged', () => {
  const counting = () => {
    let builds = 0;
    return {
      build: (text: string) => async () => {
        builds += 1;
        return text;
      },
      builds: () => builds,
    };
  };

  it('builds an answer once per data version, and again when the data changes', async () => {
    let version = 'v1';
    const cache = new VersionedCache<string>(async () => version);
    const builder = counting();
    expect(await cache.get('a', builder.build('first'))).toBe('first');
    expect(await cache.get('a', builder.build('not built'))).toBe('first');
    version = 'v2';
    expect(await cache.get('a', builder.build('second'))).toBe('second');
    expect(builder.builds()).toBe(2);
  });

  it('checks an answer against the version its caller already read, without reading it again', async () => {
    let reads = 0;
    const cache = new VersionedCache<string>(async () => {
      reads += 1;
      return 'v1';
    });
    const builder = counting();
    expect(await cache.get('a', builder.build('first'), 'v1')).toBe('first');
    expect(await cache.get('a', builder.build('not built'), 'v1')).toBe('first');
    expect(await cache.get('a', builder.build('second'), 'v2')).toBe('second');
    expect(reads).toBe(0);
    expect(builder.builds()).toBe(2);
  });

  it('keeps at most its number of answers, letting the least recently used go first', async () => {
    const cache = new VersionedCache<string>(async () => 'v1', 2);
    const builder = counting();
    await cache.get('a', builder.build('a'));
    await cache.get('b', builder.build('b'));
    await cache.get('a', builder.build('a'));
    await cache.get('c', builder.build('c'));
    expect(builder.builds()).toBe(3);
    expect(await cache.get('a', builder.build('a again'))).toBe('a');
    expect(await cache.get('b', builder.build('b again'))).toBe('b again');
  });

  it('lets go of the answers of an older data version, and keeps serving the current ones', async () => {
    let version = 'v1';
    const cache = new VersionedCache<string>(async () => version);
    const builder = counting();
    await cache.get('list', builder.build('every tenant at v1'));
    await cache.get('page 1', builder.build('page 1 at v1'));
    version = 'v2';
    await cache.get('page 1', builder.build('page 1 at v2'));
    await cache.dropStale();
    expect(cache.size).toBe(1);
    expect(await cache.get('page 1', builder.build('not built'))).toBe('page 1 at v2');
    expect(await cache.get('list', builder.build('every tenant at v2'))).toBe('every tenant at v2');
    expect(builder.builds()).toBe(4);
  });

  it('forgets an answer whose build failed, so the next caller builds it again', async () => {
    const cache = new VersionedCache<string>(async () => 'v1');
    await expect(cache.get('a', async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.get('a', async () => 'built')).toBe('built');
  });
});
