/**
 * takeAtMost switches from pops to one linear pass once it has popped at least this many entries
 * and a 16th of those left: a crossing that large is likely to reach far into the heap.
 */
const MIN_POPS_BEFORE_SCAN = 64;

/** A growable list of (slot, tag) pairs, reused across calls. */
export class SlotTagList {
  slots = new Int32Array(64);
  tags = new Int32Array(64);
  length = 0;

  push(slot: number, tag: number): void {
    if (this.length === this.slots.length) {
      const slots = new Int32Array(this.length * 2);
      const tags = new Int32Array(this.length * 2);
      slots.set(this.slots);
      tags.set(this.tags);
      this.slots = slots;
      this.tags = tags;
    }
    this.slots[this.length] = slot;
    this.tags[this.length++] = tag;
  }
}

/**
 * A binary min-heap of (key, slot, tag) entries in typed arrays. Entries are never removed from the
 * middle: the owner bumps the slot's tag instead, treats entries whose tag no longer matches as
 * stale, and calls retain() when stale entries dominate. `live` counts the entries the owner still
 * considers current; the owner keeps it up to date.
 */
export class SlotHeap {
  keys: Float64Array;
  slots: Int32Array;
  tags: Int32Array;
  size = 0;
  live = 0;

  constructor(initialCapacity = 8) {
    this.keys = new Float64Array(initialCapacity);
    this.slots = new Int32Array(initialCapacity);
    this.tags = new Int32Array(initialCapacity);
  }

  get byteLength(): number {
    return this.keys.byteLength + this.slots.byteLength + this.tags.byteLength;
  }

  /** True when more than half the entries are stale (and there are enough to bother). */
  get isMostlyStale(): boolean {
    return this.size > 32 && this.size > 2 * this.live;
  }

  push(key: number, slot: number, tag: number): void {
    if (this.size === this.keys.length) this.resize(Math.ceil(this.size * 1.5) + 8);
    this.siftUp(this.size++, key, slot, tag);
  }

  /** Removes the top entry; read it first through keys[0], slots[0], tags[0]. */
  pop(): void {
    const last = --this.size;
    if (last > 0) this.siftDown(0, this.keys[last]!, this.slots[last]!, this.tags[last]!);
  }

  /**
   * Moves every entry with key <= limit into `into`, in no particular order. It pops while few
   * qualify; when many do, one linear pass takes the rest and re-heapifies, so a tick that crosses
   * most of the heap costs O(n) rather than O(k log n).
   */
  takeAtMost(limit: number, into: SlotTagList): void {
    for (let popped = 0; this.size > 0 && this.keys[0]! <= limit; popped++) {
      if (popped >= MIN_POPS_BEFORE_SCAN && popped * 16 >= this.size) {
        this.keepOnly((key, slot, tag) => {
          if (key > limit) return true;
          into.push(slot, tag);
          return false;
        });
        return;
      }
      into.push(this.slots[0]!, this.tags[0]!);
      this.pop();
    }
  }

  /** Keeps only the entries `isCurrent` accepts, re-heapifies, and shrinks spare capacity. */
  retain(isCurrent: (slot: number, tag: number) => boolean): void {
    this.keepOnly((_key, slot, tag) => isCurrent(slot, tag));
    this.live = this.size;
    if (this.keys.length > 2 * this.size + 16) this.resize(Math.ceil(this.size * 1.25) + 8);
  }

  private keepOnly(keep: (key: number, slot: number, tag: number) => boolean): void {
    const { keys, slots, tags } = this;
    let kept = 0;
    for (let i = 0; i < this.size; i++) {
      const key = keys[i]!;
      const slot = slots[i]!;
      const tag = tags[i]!;
      if (!keep(key, slot, tag)) continue;
      keys[kept] = key;
      slots[kept] = slot;
      tags[kept] = tag;
      kept++;
    }
    this.size = kept;
    for (let i = (kept >> 1) - 1; i >= 0; i--) this.siftDown(i, keys[i]!, slots[i]!, tags[i]!);
  }

  private siftUp(from: number, key: number, slot: number, tag: number): void {
    const { keys, slots, tags } = this;
    let i = from;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const parentKey = keys[parent]!;
      if (parentKey <= key) break;
      keys[i] = parentKey;
      slots[i] = slots[parent]!;
      tags[i] = tags[parent]!;
      i = parent;
    }
    keys[i] = key;
    slots[i] = slot;
    tags[i] = tag;
  }

  private siftDown(from: number, key: number, slot: number, tag: number): void {
    const { keys, slots, tags, size } = this;
    let i = from;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && keys[child + 1]! < keys[child]!) child++;
      const childKey = keys[child]!;
      if (childKey >= key) break;
      keys[i] = childKey;
      slots[i] = slots[child]!;
      tags[i] = tags[child]!;
      i = child;
    }
    keys[i] = key;
    slots[i] = slot;
    tags[i] = tag;
  }

  private resize(capacity: number): void {
    const keys = new Float64Array(capacity);
    const slots = new Int32Array(capacity);
    const tags = new Int32Array(capacity);
    keys.set(this.keys.subarray(0, this.size));
    slots.set(this.slots.subarray(0, this.size));
    tags.set(this.tags.subarray(0, this.size));
    this.keys = keys;
    this.slots = slots;
    this.tags = tags;
  }
}
