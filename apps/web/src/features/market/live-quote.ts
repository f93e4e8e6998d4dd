/** The quote a `/ws/security/` frame carries: `{ pk, fields: LiveQuote }` (trades.md §4). */
export interface LiveQuote {
  live_price: number;
  close_price: number;
  up_down_price: number;
  up_down_percent: number;
  /** Only ticks carry these; a quote seeded from REST has them null. */
  day_high: number | null;
  day_low: number | null;
  updated_at: string | null;
}

/** What REST answers (security-info, update-live-price) give to show until the first tick. */
export type LiveQuoteSeed = Pick<
  LiveQuote,
  'live_price' | 'close_price' | 'up_down_price' | 'up_down_percent'
> &
  Partial<Pick<LiveQuote, 'day_high' | 'day_low' | 'updated_at'>>;

export function quoteFromSeed(seed: LiveQuoteSeed): LiveQuote {
  return {
    live_price: seed.live_price,
    close_price: seed.close_price,
    up_down_price: seed.up_down_price,
    up_down_percent: seed.up_down_percent,
    day_high: seed.day_high ?? null,
    day_low: seed.day_low ?? null,
    updated_at: seed.updated_at ?? null,
  };
}

export interface Tick {
  id: number;
  quote: LiveQuote;
}

/**
 * The ticks in one frame. The server sends a JSON array of `{pk, fields}` per batch (one entry per
 * subscribed security that ticked); a single object is accepted too. Subscribed/error frames and
 * malformed entries give nothing.
 */
export function parseTicks(data: unknown): Tick[] {
  if (typeof data !== 'string') return [];
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return [];
  }
  const entries = Array.isArray(frame) ? frame : [frame];
  return entries.flatMap((entry) => {
    const tick = toTick(entry);
    return tick ? [tick] : [];
  });
}

function toTick(entry: unknown): Tick | null {
  if (!isRecord(entry) || !Number.isInteger(entry.pk) || !isRecord(entry.fields)) return null;
  const { fields } = entry;
  const prices = [fields.live_price, fields.close_price, fields.up_down_price, fields.up_down_percent];
  if (!prices.every(isFiniteNumber)) return null;
  return {
    id: entry.pk as number,
    quote: {
      live_price: fields.live_price as number,
      close_price: fields.close_price as number,
      up_down_price: fields.up_down_price as number,
      up_down_percent: fields.up_down_percent as number,
      day_high: isFiniteNumber(fields.day_high) ? fields.day_high : null,
      day_low: isFiniteNumber(fields.day_low) ? fields.day_low : null,
      updated_at: typeof fields.updated_at === 'string' ? fields.updated_at : null,
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A trade change the server pushes for a subscribed security (`{"type":"trades","events":[...]}`). */
export interface TradeChange {
  type: string;
  trade_id: number;
  security_id: number;
  status: string;
}

export function parseTradeChanges(data: unknown): TradeChange[] {
  if (typeof data !== 'string' || !data.startsWith('{')) return [];
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return [];
  }
  if (!isRecord(frame) || frame.type !== 'trades' || !Array.isArray(frame.events)) return [];
  return frame.events.filter(
    (event): event is TradeChange =>
      isRecord(event) && Number.isInteger(event.trade_id) && typeof event.type === 'string',
  );
}
