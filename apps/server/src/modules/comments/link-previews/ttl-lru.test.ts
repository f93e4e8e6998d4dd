import { describe, expect, it } from 'vitest';
import { TtlLru } from './ttl-lru.ts';

describe('TtlLru', () => {
  it('drops the least recently used entry when full', () => {
    const cache = new TtlLru<number>(2);
    cache.set('a', 1, 60_000);
    cache.set('b', 2, 60_000);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3, 60_000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets entries once their time is up', () => {
    let now = 0;
    const cache = new TtlLru<string>(10, () => now);
    cache.set('page', 'preview', 1_000);
    now = 999;
    expect(cache.get('page')).toBe('preview');
    now = 1_000;
    expect(cache.get('page')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
