export {
  type ControlFrame,
  LivePriceClient,
  livePriceClient,
  setLivePriceClient,
} from './live-price-client.ts';
export type { LiveQuote, LiveQuoteSeed } from './live-quote.ts';
export { useLiveQuote, useLiveQuotes } from './use-live-quote.ts';
