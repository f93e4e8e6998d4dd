import { describe, expect, it } from 'vitest';
import { hashInts, hashSeed, Rng } from './random.ts';

const draw = (seed: number, n: number) => {
  const rng = new Rng(seed);
  return Array.from({ length: n }, () => rng.normal());
};

describe('Rng', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    expect(draw(7, 50)).toEqual(draw(7, 50));
    expect(draw(7, 50)).not.toEqual(draw(8, 50));
  });

  it('reseed restarts the stream exactly', () => {
    const rng = new Rng(99);
    const first = [rng.normal(), rng.normal(), rng.normal()];
    rng.reseed(99);
    expect([rng.normal(), rng.normal(), rng.normal()]).toEqual(first);
  });

  it('draws uniforms strictly inside (0, 1) and standard normals', () => {
    const rng = new Rng(hashSeed('stats'));
    let min = 1;
    let max = 0;
    for (let i = 0; i < 100_000; i++) {
      const u = rng.uniform();
      min = Math.min(min, u);
      max = Math.max(max, u);
    }
    expect(min).toBeGreaterThan(0);
    expect(max).toBeLessThan(1);
    const zs = draw(hashSeed('normal'), 100_000);
    const mean = zs.reduce((a, b) => a + b, 0) / zs.length;
    const sd = Math.sqrt(zs.reduce((a, z) => a + (z - mean) ** 2, 0) / zs.length);
    expect(Math.abs(mean)).toBeLessThan(0.02);
    expect(Math.abs(sd - 1)).toBeLessThan(0.02);
  });
});

describe('hashes', () => {
  it('depend on every argument and on the seed text', () => {
    const base = hashInts(1, 2, 3, 4);
    expect(hashInts(1, 2, 3, 4)).toBe(base);
    expect(
      new Set([base, hashInts(9, 2, 3, 4), hashInts(1, 9, 3, 4), hashInts(1, 2, 9, 4), hashInts(1, 2, 3, 9)])
        .size,
    ).toBe(5);
    expect(hashSeed(42)).toBe(hashSeed('42'));
    expect(hashSeed(42)).not.toBe(hashSeed(43));
  });
});
