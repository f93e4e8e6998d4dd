import type { EngineTrade, Lifecycle, LifecycleOptions, Transition } from './engine.types.ts';
import { IdTable } from './id-table.ts';
import {
  activeLowerLevel,
  activeUpperLevel,
  advance,
  appendLadderTransitions,
  assertEngineTrade,
  entryTransition,
  isClosedResult,
  noSlippage,
  resultStep,
  windowEndFill,
} from './ladder-rules.ts';
import { SlotHeap, SlotTagList } from './slot-heap.ts';
import {
  FLAG_ACTIVE,
  FLAG_AWAITING_FILL,
  FLAG_BUY,
  FLAG_IN_LOWER,
  FLAG_IN_UPPER,
  FLAG_MARKET_ENTRY,
  TradeStore,
} from './trade-store.ts';

/**
 * One security's trigger levels. `upper` fires when the price rises to its level (a min-heap of
 * levels), `lower` when it falls to it (a min-heap of negated levels, so the same code pops both).
 */
class SecurityBook {
  readonly upper = new SlotHeap();
  readonly lower = new SlotHeap();

  constructor(public last: number) {}
}

function armUpper(book: SecurityBook, level: number, slot: number, tag: number): number {
  book.upper.push(level, slot, tag);
  book.upper.live++;
  return FLAG_IN_UPPER;
}

function armLower(book: SecurityBook, level: number, slot: number, tag: number): number {
  book.lower.push(-level, slot, tag);
  book.lower.live++;
  return FLAG_IN_LOWER;
}

/**
 * The trade lifecycle engine (rules in ladder-rules.ts, fills in the domain's order-fills.ts). Every
 * open trade keeps its next trigger levels in its security's heaps: an Inactive trade its entry, on
 * the side of the last price it lies (both sides when equal, so the next tick fires it whatever its
 * price); an Active trade its current target and stop loss; an Active trade awaiting its entry fill
 * a level of -Infinity, which the next tick takes. A tick takes only the levels it reaches, so it
 * costs O(log n) plus the trades it moves. Heap entries are invalidated lazily through the slot's
 * trigger tag, and a heap is compacted when stale entries outnumber current ones. Trade state lives in typed arrays
 * (trade-store.ts); there is no object per trade.
 */
export class LifecycleIndex implements Lifecycle {
  private readonly store = new TradeStore();
  private readonly slotsById = new IdTable();
  private readonly books = new Map<number, SecurityBook>();
  /** Every open trade's expiresAt, tagged with its slot's life tag. */
  private readonly deadlines = new SlotHeap();
  /** The heap entries a tick or an expiry takes, reused across calls. */
  private readonly taken = new SlotTagList();
  private readonly slippage: (price: number) => number;

  constructor(options: LifecycleOptions = {}) {
    this.slippage = options.slippage ?? noSlippage;
  }

  get size(): number {
    return this.store.count;
  }

  /** Bytes held in typed arrays (the engine allocates nothing else per trade). */
  get byteLength(): number {
    let bytes = this.store.byteLength + this.slotsById.byteLength + this.deadlines.byteLength;
    bytes += this.taken.slots.byteLength + this.taken.tags.byteLength;
    for (const book of this.books.values()) bytes += book.upper.byteLength + book.lower.byteLength;
    return bytes;
  }

  add(trade: EngineTrade, referencePrice: number): void {
    assertEngineTrade(trade);
    this.remove(trade.id);
    let book = this.books.get(trade.securityId);
    if (book === undefined) {
      book = new SecurityBook(referencePrice);
      this.books.set(trade.securityId, book);
    }
    const slot = this.store.allocate(trade);
    this.slotsById.set(trade.id, slot);
    this.deadlines.push(trade.expiresAt, slot, this.store.lifeTags[slot]!);
    this.deadlines.live++;
    this.arm(slot, book);
  }

  remove(tradeId: number): boolean {
    const slot = this.slotsById.get(tradeId);
    if (slot < 0) return false;
    const book = this.books.get(this.store.securityIds[slot]!)!;
    this.disarm(slot, book);
    this.release(slot);
    this.compactIfStale(book);
    return true;
  }

  has(tradeId: number): boolean {
    return this.slotsById.get(tradeId) >= 0;
  }

  lastPrice(securityId: number): number | undefined {
    return this.books.get(securityId)?.last;
  }

  snapshot(tradeId: number): EngineTrade | undefined {
    const slot = this.slotsById.get(tradeId);
    return slot < 0 ? undefined : this.store.toTrade(slot);
  }

  onTick(securityId: number, price: number, at: number): Transition[] {
    if (!Number.isFinite(price)) throw new RangeError(`security ${securityId}: price ${price} is not finite`);
    const book = this.books.get(securityId);
    if (book === undefined) {
      this.books.set(securityId, new SecurityBook(price));
      return [];
    }
    book.last = price;
    // Take both sides first: levels armed while moving the trades must wait for the next tick.
    const { taken } = this;
    taken.length = 0;
    book.upper.takeAtMost(price, taken);
    book.lower.takeAtMost(-price, taken);
    if (taken.length === 0) return [];
    const out: Transition[] = [];
    const tags = this.store.triggerTags;
    for (let i = 0; i < taken.length; i++) {
      const slot = taken.slots[i]!;
      // A stale entry, or the second side of a trade this tick already moved.
      if (taken.tags[i] !== tags[slot]) continue;
      this.disarm(slot, book);
      this.move(slot, securityId, book, price, at, out);
    }
    this.compactIfStale(book);
    return out;
  }

  expire(now: number): Transition[] {
    if (Number.isNaN(now)) throw new RangeError('expire: now is NaN');
    const { taken, store } = this;
    taken.length = 0;
    this.deadlines.takeAtMost(now, taken);
    const out: Transition[] = [];
    for (let i = 0; i < taken.length; i++) {
      const slot = taken.slots[i]!;
      if (taken.tags[i] !== store.lifeTags[slot]) continue;
      const tradeId = store.ids[slot]!;
      const securityId = store.securityIds[slot]!;
      const book = this.books.get(securityId)!;
      const flags = store.flags[slot]!;
      // A trade entered "now" whose entry never filled holds no position: it expires.
      if (flags & FLAG_ACTIVE && (flags & FLAG_AWAITING_FILL) === 0) {
        const price = windowEndFill((flags & FLAG_BUY) !== 0, book.last, this.slippage);
        out.push({ kind: 'closed', tradeId, securityId, reason: 'window_end', price, at: now });
      } else {
        out.push({ kind: 'expired', tradeId, securityId, at: now });
      }
      this.disarm(slot, book);
      this.release(slot);
      this.compactIfStale(book);
    }
    return out;
  }

  /** Applies `price` to a reached (disarmed) trade, then frees it or arms its next levels. */
  private move(
    slot: number,
    securityId: number,
    book: SecurityBook,
    price: number,
    at: number,
    out: Transition[],
  ): void {
    const { store } = this;
    const flags = store.flags[slot]!;
    const tradeId = store.ids[slot]!;
    const isBuy = (flags & FLAG_BUY) !== 0;
    const wasActive = (flags & FLAG_ACTIVE) !== 0;
    if (!wasActive || flags & FLAG_AWAITING_FILL) {
      store.flags[slot] = (flags | FLAG_ACTIVE) & ~FLAG_AWAITING_FILL;
      const isMarket = (flags & FLAG_MARKET_ENTRY) !== 0;
      out.push(entryTransition(wasActive, isBuy, isMarket, tradeId, securityId, price, this.slippage, at));
    }
    const offset = store.ladderOffsets[slot]!;
    const fromStep = store.steps[slot]!;
    const result = advance(isBuy, store.ladder, offset, store.ladderRows[slot]!, fromStep, price);
    appendLadderTransitions(
      out,
      tradeId,
      securityId,
      isBuy,
      store.ladder,
      offset,
      fromStep,
      result,
      price,
      this.slippage,
      at,
    );
    if (isClosedResult(result)) {
      this.release(slot);
    } else {
      store.steps[slot] = resultStep(result);
      this.arm(slot, book);
    }
  }

  private arm(slot: number, book: SecurityBook): void {
    const { store } = this;
    const flags = store.flags[slot]!;
    const tag = store.triggerTags[slot]!;
    let armed = flags;
    if (flags & FLAG_AWAITING_FILL) {
      armed |= armUpper(book, Number.NEGATIVE_INFINITY, slot, tag);
    } else if (flags & FLAG_ACTIVE) {
      const isBuy = (flags & FLAG_BUY) !== 0;
      const offset = store.ladderOffsets[slot]!;
      const step = store.steps[slot]!;
      armed |= armUpper(book, activeUpperLevel(isBuy, store.ladder, offset, step), slot, tag);
      armed |= armLower(book, activeLowerLevel(isBuy, store.ladder, offset, step), slot, tag);
    } else {
      const entry = store.entryPrices[slot]!;
      if (entry >= book.last) armed |= armUpper(book, entry, slot, tag);
      if (entry <= book.last) armed |= armLower(book, entry, slot, tag);
    }
    store.flags[slot] = armed;
  }

  /** Makes the slot's heap entries stale. */
  private disarm(slot: number, book: SecurityBook): void {
    const { store } = this;
    const flags = store.flags[slot]!;
    store.triggerTags[slot] = (store.triggerTags[slot]! + 1) | 0;
    if (flags & FLAG_IN_UPPER) book.upper.live--;
    if (flags & FLAG_IN_LOWER) book.lower.live--;
    store.flags[slot] = flags & ~(FLAG_IN_UPPER | FLAG_IN_LOWER);
  }

  private release(slot: number): void {
    this.slotsById.delete(this.store.ids[slot]!);
    this.store.release(slot);
    this.deadlines.live--;
    if (this.deadlines.isMostlyStale) {
      const lifeTags = this.store.lifeTags;
      this.deadlines.retain((s, tag) => lifeTags[s] === tag);
    }
  }

  private compactIfStale(book: SecurityBook): void {
    if (!book.upper.isMostlyStale && !book.lower.isMostlyStale) return;
    const tags = this.store.triggerTags;
    const isCurrent = (slot: number, tag: number) => tags[slot] === tag;
    if (book.upper.isMostlyStale) book.upper.retain(isCurrent);
    if (book.lower.isMostlyStale) book.lower.retain(isCurrent);
  }
}
