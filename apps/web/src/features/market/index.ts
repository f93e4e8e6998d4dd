/**
 * Not a feature any more: the live socket client is src/shared/live/. This re-export stays only for
 * bench/web-feed and bench/web-heatmap, which import it; once they import src/shared/live/, delete it.
 */
export {
  type ControlFrame,
  LivePriceClient,
  livePriceClient,
  setLivePriceClient,
} from '../../shared/live/live-price-client.ts';
export type { LiveQuote, LiveQuoteSeed } from '../../shared/live/live-quote.ts';
export { useLiveQuote, useLiveQuotes } from '../../shared/live/use-live-quote.ts';
