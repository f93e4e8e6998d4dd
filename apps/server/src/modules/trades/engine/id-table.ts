const EMPTY = -1;
const MIN_BITS = 4;

/**
 * int32 trade id -> slot, open addressing with linear probing in two Int32Arrays (16-17 bytes per
 * entry at load <= 0.5, where a Map costs about three times that). Deletion shifts the following
 * run back, so there are no tombstones.
 */
export class IdTable {
  private bits = MIN_BITS;
  private keys = new Int32Array(1 << MIN_BITS);
  private values = new Int32Array(1 << MIN_BITS).fill(EMPTY);
  size = 0;

  get byteLength(): number {
    return this.keys.byteLength + this.values.byteLength;
  }

  /** The slot for `key`, or -1. */
  get(key: number): number {
    const mask = this.keys.length - 1;
    for (let i = this.home(key); ; i = (i + 1) & mask) {
      const value = this.values[i]!;
      if (value === EMPTY || this.keys[i] === key) return value;
    }
  }

  set(key: number, value: number): void {
    if (2 * (this.size + 1) > this.keys.length) this.rehash(this.bits + 1);
    const mask = this.keys.length - 1;
    let i = this.home(key);
    while (this.values[i] !== EMPTY && this.keys[i] !== key) i = (i + 1) & mask;
    if (this.values[i] === EMPTY) this.size++;
    this.keys[i] = key;
    this.values[i] = value;
  }

  delete(key: number): boolean {
    const { keys, values } = this;
    const mask = keys.length - 1;
    let hole = this.home(key);
    while (values[hole] !== EMPTY && keys[hole] !== key) hole = (hole + 1) & mask;
    if (values[hole] === EMPTY) return false;
    // Move back every later entry of the run that may live at the hole (its home is not in (hole, j]).
    for (let j = (hole + 1) & mask; values[j] !== EMPTY; j = (j + 1) & mask) {
      const home = this.home(keys[j]!);
      const staysPut = hole < j ? home > hole && home <= j : home > hole || home <= j;
      if (staysPut) continue;
      keys[hole] = keys[j]!;
      values[hole] = values[j]!;
      hole = j;
    }
    values[hole] = EMPTY;
    this.size--;
    if (this.bits > MIN_BITS && 8 * this.size < keys.length) this.rehash(this.bits - 1);
    return true;
  }

  private home(key: number): number {
    return Math.imul(key, 0x9e3779b1) >>> (32 - this.bits);
  }

  private rehash(bits: number): void {
    const { keys, values } = this;
    this.bits = bits;
    this.keys = new Int32Array(1 << bits);
    this.values = new Int32Array(1 << bits).fill(EMPTY);
    const mask = this.keys.length - 1;
    for (let i = 0; i < keys.length; i++) {
      if (values[i] === EMPTY) continue;
      let j = this.home(keys[i]!);
      while (this.values[j] !== EMPTY) j = (j + 1) & mask;
      this.keys[j] = keys[i]!;
      this.values[j] = values[i]!;
    }
  }
}
