import { errors as joseErrors } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVerifiedTokens } from './verified-tokens.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('verified tokens kept in memory', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a kept token until the second it expires, then refuses it as expired and forgets it', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_800_000_000_000 });
    const kept = createVerifiedTokens<{ sub: string }>(10);
    kept.set('a', { sub: '1' }, nowSeconds() + 2);
    expect(kept.get('a')).toEqual({ sub: '1' });
    expect(kept.get('unknown')).toBeUndefined();
    vi.setSystemTime(Date.now() + 1999);
    expect(kept.get('a')).toEqual({ sub: '1' });
    vi.setSystemTime(Date.now() + 1);
    expect(() => kept.get('a')).toThrow(joseErrors.JWTExpired);
    expect(kept.size).toBe(0);
    expect(kept.get('a')).toBeUndefined();
  });

  it('keeps at most its capacity, letting the oldest go first', () => {
    const kept = createVerifiedTokens<number>(3);
    for (const [index, token] of ['a', 'b', 'c', 'd'].entries()) kept.set(token, index, nowSeconds() + 60);
    expect(kept.size).toBe(3);
    expect(kept.get('a')).toBeUndefined();
    expect([kept.get('b'), kept.get('c'), kept.get('d')]).toEqual([1, 2, 3]);
  });
});
