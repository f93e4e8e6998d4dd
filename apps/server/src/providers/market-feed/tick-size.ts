import type { InstrumentType } from './market-feed.types.ts';

/**
 * NSE tick size in paise for a price (integrations.md §7.2). Cash market (effective 15 Apr 2025):
 * < 250 -> 0.01; 250-1,000 -> 0.05; > 1,000-5,000 -> 0.10; > 5,000-10,000 -> 0.50;
 * > 10,000-20,000 -> 1.00; > 20,000 -> 5.00. Index: <= 15,000 -> 0.05; <= 30,000 -> 0.10; above -> 0.20.
 */
export function tickSizePaise(price: number, instrumentType: InstrumentType): number {
  if (instrumentType === 'INDEX') {
    if (price <= 15_000) return 5;
    if (price <= 30_000) return 10;
    return 20;
  }
  if (price < 250) return 1;
  if (price <= 1_000) return 5;
  if (price <= 5_000) return 10;
  if (price <= 10_000) return 50;
  if (price <= 20_000) return 100;
  return 500;
}

export function tickSize(price: number, instrumentType: InstrumentType): number {
  return tickSizePaise(price, instrumentType) / 100;
}

/**
 * The nearest tick-grid price in integer paise (at least one tick). Every band edge is a multiple of
 * the coarser tick above it, so the result is on the grid of its own band too and rounding is monotone.
 */
export function toTickPaise(price: number, instrumentType: InstrumentType): number {
  const tick = tickSizePaise(price, instrumentType);
  const paise = Math.round((price * 100) / tick) * tick;
  return paise < tick ? tick : paise;
}

/** `price` rounded to the NSE tick grid, in rupees (paise / 100, so no float residue like 1234.5500001). */
export function roundToTick(price: number, instrumentType: InstrumentType): number {
  return toTickPaise(price, instrumentType) / 100;
}
