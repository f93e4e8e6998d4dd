import {
  type SecurityTick,
  TRADE_CHANGE_TYPES,
  TRADE_CLOSING_REASONS,
  TRADE_STATUSES,
  TRADE_VISIBILITIES,
  type TradeChangeEvent,
  type TradeChangeFields,
} from '@tradecircle/domain';

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
 * The ticks in one frame: a single `{pk, fields}` (the spec's shape) or, as this client asks for
 * with `batch: true`, a JSON array of them per batch (one entry per subscribed security that
 * ticked). Subscribed/error frames and entries that are not ticks give nothing.
 */
export function parseTicks(data: unknown): Tick[] {
  return ticksIn(parseFrame(data));
}

/** parseTicks on a frame already parsed (the live client parses each message once). */
export function ticksIn(frame: unknown): Tick[] {
  const entries = Array.isArray(frame) ? frame : [frame];
  return entries.flatMap((entry) => {
    const tick = asSecurityTick(entry);
    if (!tick) return [];
    const { fields } = tick;
    return [
      {
        id: tick.pk,
        quote: {
          live_price: fields.live_price,
          close_price: fields.close_price,
          up_down_price: fields.up_down_price,
          up_down_percent: fields.up_down_percent,
          day_high: fields.day_high,
          day_low: fields.day_low,
          updated_at: fields.updated_at,
        },
      },
    ];
  });
}

/** A trade change the server pushes for a watched security (`{"type":"trades","events":[...]}`). */
export type TradeChange = TradeChangeEvent;

/** The events of a trades frame that are trade changes (none for any other frame). */
export function parseTradeChanges(data: unknown): TradeChange[] {
  return tradeChangesIn(parseFrame(data));
}

/** parseTradeChanges on a frame already parsed. */
export function tradeChangesIn(frame: unknown): TradeChange[] {
  if (!isRecord(frame) || frame.type !== 'trades' || !Array.isArray(frame.events)) return [];
  return frame.events.filter(isTradeChangeEvent);
}

// The guards below read frames the way the domain's SecurityTickSchema and TradeChangeEventSchema
// do, without zod (which would add ~36 kB to every page with prices); live-quote.test.ts checks
// both accept and refuse the same frames.

/** The entry as a tick when it is one (a tick's unknown extra fields are kept). */
export function asSecurityTick(entry: unknown): SecurityTick | null {
  if (!isRecord(entry) || !Number.isInteger(entry.pk) || !isRecord(entry.fields)) return null;
  const { fields } = entry;
  const numbers = [
    fields.live_price,
    fields.close_price,
    fields.up_down_price,
    fields.up_down_percent,
    fields.day_high,
    fields.day_low,
  ];
  if (!numbers.every(isFiniteNumber) || typeof fields.updated_at !== 'string') return null;
  return entry as SecurityTick;
}

export function isTradeChangeEvent(event: unknown): event is TradeChangeEvent {
  if (!isRecord(event)) return false;
  return (
    isOneOf(TRADE_CHANGE_TYPES, event.type) &&
    [event.trade_id, event.security_id, event.posted_by_id].every(Number.isInteger) &&
    (isOneOf(TRADE_STATUSES, event.status) || event.status === 'deleted') &&
    isOneOf(TRADE_VISIBILITIES, event.visibility) &&
    (event.price === undefined || event.price === null || isFiniteNumber(event.price)) &&
    (event.step === undefined || Number.isInteger(event.step)) &&
    (event.fields === undefined || isTradeChangeFields(event.fields))
  );
}

function isTradeChangeFields(value: unknown): value is TradeChangeFields {
  if (!isRecord(value)) return false;
  const { current_step, target_price, stop_loss, exit_price, closing_reason } = value;
  const { trade_live_time, trade_closing_time, trade_exit_type } = value;
  const optional = (field: unknown, check: (field: unknown) => boolean) =>
    field === undefined || check(field);
  const nullable = (check: (field: unknown) => boolean) => (field: unknown) => field === null || check(field);
  return (
    optional(current_step, Number.isInteger) &&
    optional(target_price, isFiniteNumber) &&
    optional(stop_loss, isFiniteNumber) &&
    optional(exit_price, nullable(isFiniteNumber)) &&
    optional(
      closing_reason,
      nullable((field) => isOneOf(TRADE_CLOSING_REASONS, field)),
    ) &&
    optional(trade_live_time, nullable(isString)) &&
    optional(trade_closing_time, nullable(isString)) &&
    optional(trade_exit_type, (field) => typeof field === 'boolean')
  );
}

/** A message's JSON, or undefined when it is not JSON text. */
export function parseFrame(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}
