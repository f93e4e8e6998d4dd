import { useEffect } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { useLiveQuote } from '../../../../shared/live/use-live-quote.ts';
import { useLivePriceSeed } from '../../hooks.ts';
import type { TradeFormValues } from './form-values.ts';

export interface MarketPrice {
  /** The security's live price: update-live-price at first, then every tick of the live channel. */
  price: number | undefined;
  /** Neither the call nor the channel has a price. */
  isUnavailable: boolean;
}

/** The live price a market order would enter at (null security: none). */
export function useMarketPrice(securityId: number | null): MarketPrice {
  const seed = useLivePriceSeed(securityId);
  const quote = useLiveQuote(securityId, seed.data);
  return { price: quote?.live_price, isUnavailable: securityId !== null && !quote && seed.isError };
}

/**
 * A market order's entry is the live price (the server takes its own at posting): while `enabled`,
 * the form's entry_price follows the chosen security's live price (empty until it is known), so the
 * §5 rules judge the targets and stop losses against the price as it moves.
 */
export function useMarketEntry(
  enabled: boolean,
  securityId: number | null,
  setValue: UseFormSetValue<TradeFormValues>,
  revalidate: boolean,
): MarketPrice {
  const market = useMarketPrice(enabled ? securityId : null);
  const { price } = market;
  useEffect(() => {
    if (!enabled) return;
    setValue('entry_price', securityId !== null && price !== undefined ? price : null, {
      shouldValidate: revalidate,
    });
  }, [enabled, securityId, price, setValue, revalidate]);
  return market;
}
