import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { livePriceClient } from './live-price-client.ts';
import { type LiveQuote, type LiveQuoteSeed, quoteFromSeed } from './live-quote.ts';

const noop = () => {};
const unsubscribed = () => noop;

export interface LiveQuoteOptions {
  /**
   * Keeps the subscription but stops re-rendering on ticks (an off-screen card): the next render,
   * e.g. when it is unpaused, reads the latest quote.
   */
  isPaused?: boolean;
}

/**
 * The live quote of one security, re-rendering only when that security ticks. Until the first
 * tick it returns `seed` (the REST values) when given, else undefined. `null` id: nothing.
 */
export function useLiveQuote(
  id: number | null | undefined,
  seed?: LiveQuoteSeed,
  { isPaused = false }: LiveQuoteOptions = {},
): LiveQuote | undefined {
  const client = livePriceClient();
  useEffect(() => (id == null ? undefined : client.acquire([id])), [client, id]);
  const subscribe = useCallback(
    (onChange: () => void) => (id == null || isPaused ? noop : client.subscribe(id, onChange)),
    [client, id, isPaused],
  );
  const live = useSyncExternalStore(id == null ? unsubscribed : subscribe, () =>
    id == null ? undefined : client.getQuote(id),
  );
  const seedQuote = useSeedQuote(seed);
  return live ?? seedQuote;
}

function useSeedQuote(seed: LiveQuoteSeed | undefined): LiveQuote | undefined {
  const { live_price, close_price, up_down_price, up_down_percent, day_high, day_low, updated_at } =
    seed ?? {};
  return useMemo(
    () =>
      live_price === undefined ||
      close_price === undefined ||
      up_down_price === undefined ||
      up_down_percent === undefined
        ? undefined
        : quoteFromSeed({
            live_price,
            close_price,
            up_down_price,
            up_down_percent,
            day_high,
            day_low,
            updated_at,
          }),
    [live_price, close_price, up_down_price, up_down_percent, day_high, day_low, updated_at],
  );
}

/**
 * Live quotes of several securities by id; re-renders only when one of these ids ticks (a feed of
 * cards should still prefer one `useLiveQuote` per card). `seeds` by id stand in until the first tick.
 */
export function useLiveQuotes(
  ids: readonly number[],
  seeds?: Readonly<Record<number, LiveQuoteSeed | undefined>>,
): Readonly<Record<number, LiveQuote | undefined>> {
  const client = livePriceClient();
  const key = [...new Set(ids)].join(',');
  const stableIds = useMemo(() => (key ? key.split(',').map(Number) : []), [key]);

  useEffect(() => (stableIds.length ? client.acquire(stableIds) : undefined), [client, stableIds]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribes = stableIds.map((id) => client.subscribe(id, onChange));
      return () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
      };
    },
    [client, stableIds],
  );

  // useSyncExternalStore needs the same snapshot object while nothing changed.
  const cache = useRef<{ ids: readonly number[]; quotes: (LiveQuote | undefined)[] } | null>(null);
  const getSnapshot = useCallback(() => {
    const quotes = stableIds.map((id) => client.getQuote(id));
    const previous = cache.current;
    if (
      previous &&
      previous.ids === stableIds &&
      previous.quotes.every((quote, index) => quote === quotes[index])
    ) {
      return previous;
    }
    cache.current = { ids: stableIds, quotes };
    return cache.current;
  }, [client, stableIds]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot);

  return useMemo(() => {
    const result: Record<number, LiveQuote | undefined> = {};
    snapshot.ids.forEach((id, index) => {
      const seed = seeds?.[id];
      result[id] = snapshot.quotes[index] ?? (seed ? quoteFromSeed(seed) : undefined);
    });
    return result;
  }, [snapshot, seeds]);
}
