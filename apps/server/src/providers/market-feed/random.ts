/**
 * Seedable randomness. Every random stream is keyed by (seed, security, day, stream) through a
 * Murmur3-style hash, so any day of any security can be regenerated on its own, in any order.
 */

function mix(h: number, value: number): number {
  let k = Math.imul(value | 0, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  const x = h ^ k;
  return (Math.imul((x << 13) | (x >>> 19), 5) + 0xe6546b64) | 0;
}

function finalize(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** A 32-bit hash of up to four integers (each taken as int32). */
export function hashInts(a: number, b = 0, c = 0, d = 0): number {
  return finalize(mix(mix(mix(mix(0x2545f491, a), b), c), d));
}

/** FNV-1a of a string, for seeds given as text (or as numbers, via their decimal text). */
export function hashSeed(seed: number | string): number {
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return finalize(h);
}

const TWO_PI = 2 * Math.PI;

/** mulberry32 (fast, 32-bit state, fine for simulation) with Box-Muller normals. */
export class Rng {
  private state: number;
  private spare = Number.NaN;

  constructor(seed: number) {
    this.state = seed | 0;
  }

  /** Restarts the stream from another seed without allocating. */
  reseed(seed: number): void {
    this.state = seed | 0;
    this.spare = Number.NaN;
  }

  /** Uniform in the open interval (0, 1), so its log is finite. */
  uniform(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967296;
  }

  /** Standard normal; Box-Muller yields two, the second is kept for the next call. */
  normal(): number {
    if (!Number.isNaN(this.spare)) {
      const z = this.spare;
      this.spare = Number.NaN;
      return z;
    }
    const r = Math.sqrt(-2 * Math.log(this.uniform()));
    const theta = TWO_PI * this.uniform();
    this.spare = r * Math.sin(theta);
    return r * Math.cos(theta);
  }
}
