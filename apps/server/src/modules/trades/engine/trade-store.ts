import type { EngineTrade } from './engine.types.ts';
import { readLadder, writeLadder } from './ladder-rules.ts';

export const FLAG_BUY = 1;
export const FLAG_ACTIVE = 2;
/** The slot has a current entry in its security's upper / lower trigger heap. */
export const FLAG_IN_UPPER = 4;
export const FLAG_IN_LOWER = 8;
/** The slot holds a trade (cleared when freed). */
export const FLAG_OPEN = 16;
/** The entry is a market order (it pays slippage when it fills). */
export const FLAG_MARKET_ENTRY = 32;
/** An Active trade entered "now" whose entry fills at the next tick. */
export const FLAG_AWAITING_FILL = 64;

const GROWTH = 1.5;

/** The optional fill fields of an EngineTrade, present only when set (as the trades carry them). */
export function fillFlags(entryIsMarket: unknown, awaitingFill: unknown): Partial<EngineTrade> {
  return {
    ...(entryIsMarket ? { entryIsMarket: true } : {}),
    ...(awaitingFill ? { awaitingFill: true } : {}),
  };
}

/**
 * Open trades as struct-of-arrays: one typed-array column per field, indexed by slot, with freed
 * slots reused. Ladders live in one interleaved Float64Array pool (see ladder-rules.ts) at
 * ladderOffsets[slot], ladderRows[slot] rows long; freed ladder space is reclaimed when the pool
 * next has to grow, by copying the live ladders into the new pool.
 */
export class TradeStore {
  ids: Int32Array;
  securityIds: Int32Array;
  entryPrices: Float64Array;
  expiresAt: Float64Array;
  steps: Uint16Array;
  ladderRows: Uint16Array;
  ladderOffsets: Int32Array;
  flags: Uint8Array;
  /** Bumped whenever the slot's trigger entries change: heap entries with an older tag are stale. */
  triggerTags: Int32Array;
  /** Bumped whenever the slot is freed: deadline entries with an older tag are stale. */
  lifeTags: Int32Array;
  ladder: Float64Array;
  count = 0;

  private capacity: number;
  private highWater = 0;
  private freeSlots = new Int32Array(0);
  private freeCount = 0;
  private ladderEnd = 0;
  private ladderLive = 0;

  constructor(initialCapacity = 16) {
    this.capacity = initialCapacity;
    this.ids = new Int32Array(initialCapacity);
    this.securityIds = new Int32Array(initialCapacity);
    this.entryPrices = new Float64Array(initialCapacity);
    this.expiresAt = new Float64Array(initialCapacity);
    this.steps = new Uint16Array(initialCapacity);
    this.ladderRows = new Uint16Array(initialCapacity);
    this.ladderOffsets = new Int32Array(initialCapacity);
    this.flags = new Uint8Array(initialCapacity);
    this.triggerTags = new Int32Array(initialCapacity);
    this.lifeTags = new Int32Array(initialCapacity);
    this.ladder = new Float64Array(initialCapacity * 4);
  }

  get byteLength(): number {
    const columns = [this.ids, this.securityIds, this.entryPrices, this.expiresAt, this.steps];
    const more = [this.ladderRows, this.ladderOffsets, this.flags, this.triggerTags, this.lifeTags];
    return [...columns, ...more, this.ladder, this.freeSlots].reduce((sum, a) => sum + a.byteLength, 0);
  }

  /** Stores a trade (already checked by assertEngineTrade) and returns its slot. */
  allocate(trade: EngineTrade): number {
    const slot = this.freeCount > 0 ? this.freeSlots[--this.freeCount]! : this.newSlot();
    const rows = trade.targets.length;
    this.ids[slot] = trade.id;
    this.securityIds[slot] = trade.securityId;
    this.entryPrices[slot] = trade.entryPrice;
    this.expiresAt[slot] = trade.expiresAt;
    this.steps[slot] = trade.step;
    this.ladderRows[slot] = rows;
    this.flags[slot] =
      FLAG_OPEN |
      (trade.tradeType === 'Buy' ? FLAG_BUY : 0) |
      (trade.status === 'Active' ? FLAG_ACTIVE : 0) |
      (trade.entryIsMarket ? FLAG_MARKET_ENTRY : 0) |
      (trade.awaitingFill && trade.status === 'Active' ? FLAG_AWAITING_FILL : 0);
    const offset = this.allocateLadder(2 * rows);
    this.ladderOffsets[slot] = offset;
    writeLadder(trade, this.ladder, offset);
    this.count++;
    return slot;
  }

  /** Frees a slot whose trigger entries were already invalidated. */
  release(slot: number): void {
    this.lifeTags[slot] = (this.lifeTags[slot]! + 1) | 0;
    this.ladderLive -= 2 * this.ladderRows[slot]!;
    this.flags[slot] = 0;
    if (this.freeCount === this.freeSlots.length) {
      const grown = new Int32Array(Math.ceil(this.freeCount * GROWTH) + 16);
      grown.set(this.freeSlots);
      this.freeSlots = grown;
    }
    this.freeSlots[this.freeCount++] = slot;
    this.count--;
  }

  toTrade(slot: number): EngineTrade {
    const flags = this.flags[slot]!;
    return {
      id: this.ids[slot]!,
      securityId: this.securityIds[slot]!,
      tradeType: flags & FLAG_BUY ? 'Buy' : 'Sell',
      status: flags & FLAG_ACTIVE ? 'Active' : 'Inactive',
      entryPrice: this.entryPrices[slot]!,
      step: this.steps[slot]!,
      ...readLadder(this.ladder, this.ladderOffsets[slot]!, this.ladderRows[slot]!),
      expiresAt: this.expiresAt[slot]!,
      ...fillFlags(flags & FLAG_MARKET_ENTRY, flags & FLAG_AWAITING_FILL),
    };
  }

  private newSlot(): number {
    if (this.highWater === this.capacity) this.growColumns(Math.ceil(this.capacity * GROWTH) + 16);
    return this.highWater++;
  }

  private growColumns(capacity: number): void {
    const grow = <T extends Int32Array | Float64Array | Uint16Array | Uint8Array>(
      column: T,
      make: (n: number) => T,
    ): T => {
      const grown = make(capacity);
      grown.set(column);
      return grown;
    };
    this.ids = grow(this.ids, (n) => new Int32Array(n));
    this.securityIds = grow(this.securityIds, (n) => new Int32Array(n));
    this.entryPrices = grow(this.entryPrices, (n) => new Float64Array(n));
    this.expiresAt = grow(this.expiresAt, (n) => new Float64Array(n));
    this.steps = grow(this.steps, (n) => new Uint16Array(n));
    this.ladderRows = grow(this.ladderRows, (n) => new Uint16Array(n));
    this.ladderOffsets = grow(this.ladderOffsets, (n) => new Int32Array(n));
    this.flags = grow(this.flags, (n) => new Uint8Array(n));
    this.triggerTags = grow(this.triggerTags, (n) => new Int32Array(n));
    this.lifeTags = grow(this.lifeTags, (n) => new Int32Array(n));
    this.capacity = capacity;
  }

  private allocateLadder(length: number): number {
    if (this.ladderEnd + length > this.ladder.length) this.repackLadders(length);
    const offset = this.ladderEnd;
    this.ladderEnd += length;
    this.ladderLive += length;
    return offset;
  }

  /** Copies the live ladders, packed, into a pool with room for `extra` more plus growth. */
  private repackLadders(extra: number): void {
    const pool = new Float64Array(Math.ceil((this.ladderLive + extra) * GROWTH) + 64);
    let end = 0;
    for (let slot = 0; slot < this.highWater; slot++) {
      if ((this.flags[slot]! & FLAG_OPEN) === 0) continue;
      const offset = this.ladderOffsets[slot]!;
      const length = 2 * this.ladderRows[slot]!;
      pool.set(this.ladder.subarray(offset, offset + length), end);
      this.ladderOffsets[slot] = end;
      end += length;
    }
    this.ladder = pool;
    this.ladderEnd = end;
  }
}
